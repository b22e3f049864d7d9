"use client";

import { useTranslations } from "#words";
import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { exampleBirthDate, normaliseTypedDate } from "@/lib/dates";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";
import type { FieldDef } from "@/lib/profiles/fields";
import { Field, inputClass } from "../forms/Field";
import type { FieldWords } from "./form-words";
import { HeightControl, WeightControl } from "./MeasureControl";

type Values = Record<string, unknown>;

function errorAt(errors: FieldErrors<Values>, name: string): string | undefined {
  const entry = errors[name] as (FieldErrors<Values>[string] & Record<string, { message?: string }>) | undefined;
  if (!entry) return undefined;
  if (typeof entry.message === "string") return entry.message;
  const nested = Object.values(entry).find((v) => v && typeof v === "object" && "message" in v) as
    { message?: string } | undefined;
  return nested?.message;
}

/** Once the form has shown errors, a change validates again at once. */
const formSubmitted = (errors: FieldErrors<Values>) => Object.keys(errors).length > 0;

const boxClass = "h-4 w-4 rounded border-gray-300 accent-brand-600";

/** The ages of the example in a date of birth's hint: a child's form shows a child's date. */
const CHILD_EXAMPLE_AGE = 10;
const ADULT_EXAMPLE_AGE = 30;

/** One profile field, with the control its kind calls for, in the page's language (`words`). */
export function FieldControl({
  name,
  def,
  words,
  register,
  setValue,
  initial,
  errors,
  minor = false,
}: {
  name: string;
  def: FieldDef;
  /** The field's label, hint and option names as shown (the English of `def` where missing). */
  words?: FieldWords;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  /** The value the form started with (for controls that keep their own state). */
  initial: unknown;
  errors: FieldErrors<Values>;
  /** The form is a minor's (a child's examples). */
  minor?: boolean;
}) {
  const t = useTranslations("SettingsClient");
  const errorText = useFormErrorText();
  const error = errorAt(errors, name);
  const label = words?.label ?? def.label;
  const option = (value: string) => words?.options?.[value] ?? value;
  switch (def.kind) {
    case "height":
    case "weight": {
      const Control = def.kind === "height" ? HeightControl : WeightControl;
      return (
        <Control
          label={label}
          required={def.required}
          error={error}
          initial={typeof initial === "string" ? initial : ""}
          onChange={(text) => setValue(name, text, { shouldDirty: true, shouldValidate: formSubmitted(errors) })}
        />
      );
    }
    case "yesno":
      return (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register(name)} className={boxClass} /> {label}
        </label>
      );
    case "flags":
    case "multi": {
      const keys = def.kind === "flags" ? def.keys : def.options;
      return (
        <fieldset id={`field-${name}`} className="grid scroll-mt-24 gap-2 sm:col-span-2">
          <legend className="text-sm font-medium">
            {label}
            {def.kind === "multi" && def.required && (
              <span className="text-brand-700" aria-hidden="true">
                {" "}
                *
              </span>
            )}
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {keys.map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                {def.kind === "flags" ? (
                  <input type="checkbox" {...register(`${name}.${key}`)} className={boxClass} />
                ) : (
                  <input type="checkbox" value={key} {...register(name)} className={boxClass} />
                )}
                {def.kind === "flags" ? (words?.labels?.[key] ?? def.labels[key]) : option(key)}
              </label>
            ))}
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(error, label)}
            </p>
          )}
        </fieldset>
      );
    }
    case "texts":
      return (
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">{label}</legend>
          {def.keys.map((key) => (
            <Field key={key} label={words?.labels?.[key] ?? def.labels[key]} error={errorAt(errors, `${name}.${key}`)}>
              {(a11y) => <input {...a11y} {...register(`${name}.${key}`)} className={inputClass} />}
            </Field>
          ))}
        </fieldset>
      );
    case "select":
      return (
        <Field label={label} error={error} required={def.required}>
          {(a11y) => (
            <select {...a11y} {...register(name)} className={inputClass}>
              <option value="">{t("field.select")}</option>
              {def.options.map((o) => (
                <option key={o} value={o}>
                  {option(o)}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case "textarea":
      return (
        <div className="sm:col-span-2">
          <Field label={label} error={error} required={def.required}>
            {(a11y) => <textarea {...a11y} {...register(name)} rows={3} className={inputClass} />}
          </Field>
        </div>
      );
    case "date":
      return (
        <Field
          label={label}
          error={error}
          required={def.required}
          hint={t("field.dateHint", { example: exampleBirthDate(minor ? CHILD_EXAMPLE_AGE : ADULT_EXAMPLE_AGE) })}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register(name, {
                // A date typed day first is shown back as the hint's first form once the field is left.
                onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                  const date = normaliseTypedDate(event.target.value);
                  if (date && date !== event.target.value) setValue(name, date, { shouldDirty: true });
                },
              })}
              inputMode="numeric"
              autoComplete={name === "dateOfBirth" ? "bday" : undefined}
              placeholder="YYYY-MM-DD"
              className={inputClass}
            />
          )}
        </Field>
      );
    case "list":
      return (
        <Field label={label} error={error} hint={words?.hint}>
          {(a11y) => <input {...a11y} {...register(name)} className={inputClass} />}
        </Field>
      );
    default:
      return (
        <Field label={label} error={error} required={def.required}>
          {(a11y) => <input {...a11y} {...register(name)} className={inputClass} />}
        </Field>
      );
  }
}
