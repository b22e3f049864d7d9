"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { type createTranslator, type Messages } from "next-intl";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/link";
import { useMemo } from "react";
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from "react-hook-form";
import { CATEGORIES, findCategory } from "@/lib/catalog";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";
import { projectTypeLabel } from "@/lib/hiring/job-names";
import { countArgument } from "@/lib/i18n/formats";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import { todayInIndia } from "@/lib/dates";
import { earliestDeadline } from "@/lib/hiring/dates";
import {
  AUDITION_TYPES,
  MAX_QUESTIONS,
  MAX_ROLES,
  MIN_DEADLINE_DAYS,
  PROJECT_TYPES,
  ROLE_GENDERS,
} from "@/lib/hiring/options";
import { callDuplicatePath, callPath, callPreviewPath } from "@/lib/hiring/paths";
import { defaultDeadline } from "@/lib/hiring/present";
import { callEditSchema, callSchema, type CallInput, type CallValues } from "@/lib/hiring/schemas";
import { buttonClass, Field, inputClass } from "../forms/Field";

type Register = UseFormRegister<CallInput>;
type Translator = ReturnType<typeof createTranslator<Messages, "PostingClient">>;
const SECTION = "grid gap-4 rounded-2xl border border-gray-100 p-5 sm:grid-cols-2";
const WIDE = "sm:col-span-2";
const BOX = "h-4 w-4 shrink-0 rounded border-gray-300 accent-brand-600";

const blankRole: CallInput["roles"][number] = {
  name: "",
  category: "Artists",
  subcategory: "",
  gender: "Any",
  ageMin: "",
  ageMax: "",
  languages: "",
  openings: 1,
  paid: true,
  payMin: "",
  payMax: "",
  description: "",
} as unknown as CallInput["roles"][number];

const BLANK_CALL = {
  projectType: "Feature film",
  auditionType: "SELF_TAPE",
  questions: "",
  requiresSelfTape: false,
  requiresPortfolio: false,
  roles: [blankRole],
} as const satisfies Partial<CallInput>;

/** The questions' own error, or the first of one of them (the schema checks each line). */
function questionError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string") return own;
  const first = Object.values(error).find(
    (e): e is { message: string } => typeof (e as { message?: unknown })?.message === "string",
  );
  return first?.message;
}

/**
 * The names of the form's fixed choices in the page's language (English stored value → shown name), from
 * catalogs that only the server reads: app/[locale]/(hiring)/post-a-call/form-names.ts.
 */
export interface CallFormNames {
  auditionTypes: Readonly<Record<string, string>>;
  categories: Readonly<Record<string, string>>;
  subcategories: Readonly<Record<string, string>>;
  genders: Readonly<Record<string, string>>;
}

/** A role that can no longer change, as the page's language says it: its name, and the rest in one line. */
export interface LockedRole {
  name: string;
  /** "Heroine · Female, age 20–30 · ₹25,000" */
  details: string;
}

/** A posted call being edited: what the form needs beside its values. */
export interface CallBeingEdited {
  id: string;
  /** when it was posted (ISO): its deadline is counted from that day */
  postedAt: string;
  /** how many people applied: once anyone has, its roles and questions are fixed */
  applications: number;
  /** its roles as they stand, shown once people have applied */
  roles?: readonly LockedRole[];
}

/**
 * The form of a casting call: the project, one to ten roles, the screening questions. Blank, or prefilled
 * with a copy of a call, it posts a new call; with `editing` it saves changes to that call, and once people
 * have applied it shows the roles and questions without offering to change them (the server refuses).
 * Saving waits for the page to hydrate: before that the browser's own submit would put the fields in the
 * address. Its words are "PostingClient" and, for its errors, "FormErrors" (the page wraps it in
 * `<PageWords namespaces={["PostingClient", "FormErrors"]}>`), and `names`.
 */
export function CallForm({
  initial,
  editing,
  names,
}: {
  initial?: CallInput;
  editing?: CallBeingEdited;
  names: CallFormNames;
}) {
  const t = useTranslations("PostingClient");
  const jobs = useTranslations("JobsClient");
  const errorText = useFormErrorText();
  const words = useRequestWords();
  const router = useRouter();
  const hydrated = useHydrated();
  const locked = Boolean(editing && editing.applications > 0);
  const resolver = useMemo(
    () =>
      zodResolver(
        editing ? callEditSchema(new Date(editing.postedAt), editing.applications > 0, initial?.deadline) : callSchema,
      ) as Resolver<CallInput, unknown, CallValues>,
    [editing, initial?.deadline],
  );
  const { register, control, handleSubmit, formState, setError } = useForm<CallInput, unknown, CallValues>({
    resolver,
    defaultValues: initial ?? { ...BLANK_CALL, deadline: defaultDeadline(todayInIndia()) },
  });
  const roles = useFieldArray({ control, name: "roles" });
  const { errors, isSubmitting } = formState;

  const save = handleSubmit(async (values) => {
    try {
      // Left out, the server keeps them as they are: a deadline left unchanged, and, once locked, the roles
      // and questions.
      const answer = editing
        ? await requestJson("PATCH", `/api/calls/${editing.id}`, {
            ...values,
            ...(values.deadline === initial?.deadline ? { deadline: undefined } : {}),
            ...(locked ? { roles: undefined, questions: undefined } : {}),
          })
        : await requestJson("POST", "/api/calls", values);
      if (!answer.ok) {
        for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
          setError(field as keyof CallInput, { message });
        }
        const failed = editing ? t("toasts.saveFailed") : t("toasts.publishFailed");
        toast.error(answer.body.message ?? failed);
        return;
      }
      const call = answer.body.data as { id: string; review: { state: string } | null };
      if (call.review) {
        // Held for review or hidden: there is no public page; the poster's own page of the call says why.
        toast.warning(answer.body.message ?? t("toasts.held"), { duration: 15_000 });
        router.push(callPreviewPath(call.id));
        return;
      }
      toast.success(answer.body.message ?? t("toasts.published"));
      router.push(callPath(call.id));
    } catch {
      toast.error(words.offline);
    }
  });

  return (
    <form onSubmit={save} noValidate className="grid gap-6">
      <fieldset className={SECTION}>
        <legend className="mb-2 text-xl font-semibold">{t("sections.project")}</legend>
        <div className={WIDE}>
          <Field label={t("fields.title")} error={errors.title?.message} required hint={t("fields.titleHint")}>
            {(a11y) => <input {...a11y} {...register("title")} className={inputClass} />}
          </Field>
        </div>
        <Field label={t("fields.projectTitle")} error={errors.projectTitle?.message} required>
          {(a11y) => <input {...a11y} {...register("projectTitle")} className={inputClass} />}
        </Field>
        <Field label={t("fields.projectType")} error={errors.projectType?.message} required>
          {(a11y) => (
            <select {...a11y} {...register("projectType")} className={inputClass}>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {projectTypeLabel(jobs, type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("fields.city")} error={errors.city?.message} required>
          {(a11y) => <input {...a11y} {...register("city")} className={inputClass} />}
        </Field>
        <Field label={t("fields.audition")} error={errors.auditionType?.message} required>
          {(a11y) => (
            <select {...a11y} {...register("auditionType")} className={inputClass}>
              {Object.entries(AUDITION_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {names.auditionTypes[value] ?? label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("fields.shootStart")} error={errors.shootStart?.message} hint={t("fields.optional")}>
          {(a11y) => <input {...a11y} {...register("shootStart")} type="date" className={inputClass} />}
        </Field>
        <Field label={t("fields.shootEnd")} error={errors.shootEnd?.message} hint={t("fields.optional")}>
          {(a11y) => <input {...a11y} {...register("shootEnd")} type="date" className={inputClass} />}
        </Field>
        <div className={WIDE}>
          <Field label={t("fields.description")} error={errors.description?.message} required>
            {(a11y) => <textarea {...a11y} {...register("description")} rows={5} className={inputClass} />}
          </Field>
        </div>
      </fieldset>

      {editing && locked ? (
        <LockedRoles t={t} call={editing} />
      ) : (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-xl font-semibold">{t("sections.roles")}</legend>
          {roles.fields.map((field, index) => (
            <RoleFields
              key={field.id}
              index={index}
              register={register}
              control={control}
              t={t}
              names={names}
              errors={errors.roles?.[index]}
              onRemove={roles.fields.length > 1 ? () => roles.remove(index) : undefined}
            />
          ))}
          {errors.roles?.message && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(errors.roles.message)}
            </p>
          )}
          {roles.fields.length < MAX_ROLES && (
            <button
              type="button"
              onClick={() => roles.append(blankRole)}
              className="justify-self-start rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
            >
              {t("role.add")}
            </button>
          )}
        </fieldset>
      )}

      <fieldset className={SECTION}>
        <legend className="mb-2 text-xl font-semibold">{t("sections.applications")}</legend>
        <Field
          label={t("fields.deadline")}
          error={errors.deadline?.message}
          required
          hint={
            editing
              ? t("fields.deadlineHintEdit", { days: String(MIN_DEADLINE_DAYS) })
              : t("fields.deadlineHintNew", { days: String(MIN_DEADLINE_DAYS) })
          }
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register("deadline")}
              type="date"
              min={earliestDeadline(editing ? new Date(editing.postedAt) : new Date())}
              className={inputClass}
            />
          )}
        </Field>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-medium text-ink-800">{t("fields.carries")}</p>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register("requiresSelfTape")} className={BOX} /> {t("fields.selfTape")}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register("requiresPortfolio")} className={BOX} /> {t("fields.portfolio")}
          </label>
        </div>
        <div className={WIDE}>
          <Field
            label={t("fields.questions")}
            error={questionError(errors.questions)}
            hint={locked ? t("fields.questionsLocked") : t("fields.questionsHint", { max: String(MAX_QUESTIONS) })}
          >
            {(a11y) => (
              <textarea {...a11y} {...register("questions")} rows={3} readOnly={locked} className={inputClass} />
            )}
          </Field>
        </div>
        <p className={`${WIDE} rounded-lg bg-brand-50 p-3 text-sm text-ink-800`}>{t("fields.free")}</p>
      </fieldset>

      <button type="submit" disabled={!hydrated || isSubmitting} className={`${buttonClass} justify-self-start`}>
        {editing
          ? isSubmitting
            ? t("submit.saving")
            : t("submit.save")
          : isSubmitting
            ? t("submit.publishing")
            : t("submit.publish")}
      </button>
    </form>
  );
}

/** The roles of a call people have applied to, as they are: they can no longer change. */
function LockedRoles({ t, call }: { t: Translator; call: CallBeingEdited }) {
  const locale = usePageLocale();
  return (
    <section aria-labelledby="locked-roles" className="grid gap-3 rounded-2xl border border-gray-100 p-5">
      <h2 id="locked-roles" className="text-xl font-semibold">
        {t("sections.roles")}
      </h2>
      <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="roles-locked">
        {t.rich("locked.note", {
          count: call.applications,
          total: countArgument(locale, call.applications),
          link: (chunks) => (
            <Link href={callDuplicatePath(call.id)} className="font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <ul className="grid gap-2">
        {(call.roles ?? []).map((role, index) => (
          <li key={index} className="rounded-xl bg-gray-50 p-3 text-sm">
            <span className="font-semibold">{role.name}</span> · {role.details}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface RoleProps {
  index: number;
  register: Register;
  control: Control<CallInput>;
  t: Translator;
  names: CallFormNames;
  errors?: FieldErrors<CallInput["roles"][number]>;
  onRemove?: () => void;
}

/** One role of the call: who is wanted, how many, and the pay (or Unpaid). */
function RoleFields({ index, register, control, t, names, errors, onRemove }: RoleProps) {
  const name = <K extends keyof CallInput["roles"][number]>(key: K) => `roles.${index}.${key}` as const;
  const category = findCategory(String(useWatch({ control, name: name("category") }) ?? ""));
  const paid = useWatch({ control, name: name("paid") });
  return (
    <div className={SECTION} data-testid="role-fields">
      <div className={`${WIDE} flex flex-wrap items-center justify-between gap-2`}>
        <h3 className="font-semibold">{t("role.heading", { number: String(index + 1) })}</h3>
        {onRemove && (
          <button type="button" onClick={onRemove} className="text-sm text-red-700 underline">
            {t("role.remove", { number: String(index + 1) })}
          </button>
        )}
      </div>
      <Field label={t("role.name")} error={errors?.name?.message} required>
        {(a11y) => <input {...a11y} {...register(name("name"))} className={inputClass} />}
      </Field>
      <Field label={t("role.openings")} error={errors?.openings?.message} required>
        {(a11y) => <input {...a11y} {...register(name("openings"))} type="number" min={1} className={inputClass} />}
      </Field>
      <Field label={t("role.category")} error={errors?.category?.message} required>
        {(a11y) => (
          <select {...a11y} {...register(name("category"))} className={inputClass}>
            {CATEGORIES.map((c) => (
              <option key={c.name} value={c.name}>
                {names.categories[c.name] ?? c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("role.subcategory")} error={errors?.subcategory?.message} required>
        {(a11y) => (
          <select {...a11y} {...register(name("subcategory"))} className={inputClass}>
            <option value="">{t("role.chooseSubcategory")}</option>
            {category?.subcategories.map((s) => (
              <option key={s} value={s}>
                {names.subcategories[s] ?? s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("role.gender")} error={errors?.gender?.message}>
        {(a11y) => (
          <select {...a11y} {...register(name("gender"))} className={inputClass}>
            {ROLE_GENDERS.map((g) => (
              <option key={g} value={g}>
                {names.genders[g] ?? g}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("role.ageFrom")} error={errors?.ageMin?.message}>
          {(a11y) => <input {...a11y} {...register(name("ageMin"))} type="number" min={0} className={inputClass} />}
        </Field>
        <Field label={t("role.ageTo")} error={errors?.ageMax?.message}>
          {(a11y) => <input {...a11y} {...register(name("ageMax"))} type="number" min={0} className={inputClass} />}
        </Field>
      </div>
      <div className={WIDE}>
        <Field label={t("role.languages")} error={errors?.languages?.message} hint={t("role.languagesHint")}>
          {(a11y) => <input {...a11y} {...register(name("languages"))} className={inputClass} />}
        </Field>
      </div>
      <label className={`${WIDE} flex items-center gap-2 text-sm font-medium`}>
        <input type="checkbox" {...register(name("paid"))} className={BOX} /> {t("role.paid")}
      </label>
      {Boolean(paid) && (
        <>
          <Field label={t("role.payFrom")} error={errors?.payMin?.message} required>
            {(a11y) => <input {...a11y} {...register(name("payMin"))} type="number" min={0} className={inputClass} />}
          </Field>
          <Field label={t("role.payTo")} error={errors?.payMax?.message} hint={t("fields.optional")}>
            {(a11y) => <input {...a11y} {...register(name("payMax"))} type="number" min={0} className={inputClass} />}
          </Field>
        </>
      )}
      <div className={WIDE}>
        <Field label={t("role.description")} error={errors?.description?.message} required>
          {(a11y) => <textarea {...a11y} {...register(name("description"))} rows={3} className={inputClass} />}
        </Field>
      </div>
    </div>
  );
}
