"use client";

import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { CHILD_SUBCATEGORY, MINOR_NOTICE } from "@/lib/accounts/minors";
import type { HirerRegisterInput, HirerRegistration, RegisterInput, Registration } from "@/lib/accounts/schemas";
import { CATEGORIES, GENDERS, findCategory, hasGender } from "@/lib/catalog";
import { ORGANIZATION_TYPES } from "@/lib/hiring/options";
import { useSchemaForm, type Schema } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { MESSAGES } from "@/lib/status-messages";
import { Field, buttonClass, inputClass } from "../forms/Field";
import { GuardianRelationSelect } from "../forms/GuardianRelationSelect";

const FIELDS: (keyof RegisterInput | keyof HirerRegisterInput)[] = [
  "name",
  "gender",
  "category",
  "subcategory",
  "organizationName",
  "organizationType",
  "city",
  "website",
  "phone",
  "email",
  "password",
  "guardianName",
  "guardianRelation",
  "guardianEmail",
  "guardianPhone",
];

type AccountChoice = "talent" | "hirer";

/** Checks the form with the talent or the hirer rules, by the choice the form carries. */
async function loadSchema(): Promise<Schema<Registration | HirerRegistration>> {
  const { hirerRegisterSchema, registerSchema } = await import("@/lib/accounts/schemas");
  return {
    safeParse: (input: unknown): ReturnType<Schema<Registration | HirerRegistration>["safeParse"]> =>
      (input as { accountType?: string }).accountType === "hirer"
        ? hirerRegisterSchema.safeParse(input)
        : registerSchema.safeParse(input),
  };
}

export function SignupForm({ initialChoice = "talent" }: { initialChoice?: AccountChoice }) {
  const router = useRouter();
  const { errors, setErrors, submitting, ready, handleSubmit, onChange, preload } = useSchemaForm(loadSchema);
  const [choice, setChoice] = useState<AccountChoice>(initialChoice);
  const [categoryName, setCategoryName] = useState("");
  const [subcategory, setSubcategory] = useState("");
  const [underEighteen, setUnderEighteen] = useState(false);
  const category = findCategory(categoryName);
  const child = subcategory === CHILD_SUBCATEGORY;

  const onSubmit = handleSubmit(async (values, form) => {
    try {
      const response = await fetch("/api/user/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(choice === "hirer" ? values : { ...values, status: false }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
      if (!response.ok) {
        setErrors(
          Object.fromEntries(
            Object.entries(body.errors ?? {}).filter(([field]) => (FIELDS as string[]).includes(field)),
          ),
        );
        toast.error(body.message ? `${MESSAGES.registerFailure} ${body.message}` : MESSAGES.registerFailure);
        return;
      }
      toast.success(MESSAGES.registerSuccess);
      form.reset();
      setCategoryName("");
      setSubcategory("");
      setUnderEighteen(false);
      router.push("/login");
    } catch {
      toast.error(MESSAGES.registerFailure);
    }
  });

  return (
    <form onSubmit={onSubmit} onChange={onChange} onFocus={preload} noValidate className="grid gap-4">
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-2 text-sm font-medium text-ink-800">What brings you to Castfolio?</legend>
        {(
          [
            ["talent", "I'm looking for work", "Actors, crew, writers, music, gear and locations"],
            ["hirer", "I'm hiring", "Production houses, casting agencies, filmmakers"],
          ] as const
        ).map(([value, label, detail]) => (
          <label
            key={value}
            className="flex cursor-pointer flex-col rounded-xl border border-gray-300 p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <span className="flex items-center gap-2 font-semibold">
              <input
                type="radio"
                name="accountType"
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setErrors({});
                }}
                className="accent-brand-700"
              />
              {label}
            </span>
            <span className="mt-1 text-xs text-gray-600">{detail}</span>
          </label>
        ))}
      </fieldset>
      {choice === "hirer" && <OrganizationFields errors={errors} />}
      <Field label={choice === "hirer" ? "Your name" : "Name"} error={errors.name} required>
        {(a11y) => <input {...a11y} name="name" autoComplete="name" className={inputClass} />}
      </Field>
      {choice === "talent" && (
        <>
          {/* A location or a camera unit has no gender: the question goes once such a category is chosen. */}
          {(!category || hasGender(category)) && (
            <Field label="Gender" error={errors.gender} required>
              {(a11y) => (
                <select {...a11y} name="gender" defaultValue="" className={inputClass}>
                  <option value="">Select gender</option>
                  {GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label="Category" error={errors.category} required>
            {(a11y) => (
              <select
                {...a11y}
                name="category"
                value={categoryName}
                onChange={(event) => {
                  setCategoryName(event.target.value);
                  setSubcategory("");
                }}
                className={inputClass}
              >
                <option value="">Select category</option>
                {CATEGORIES.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Subcategory"
            error={errors.subcategory}
            required
            hint={category ? undefined : "Choose a category first."}
          >
            {(a11y) => (
              <select
                {...a11y}
                name="subcategory"
                value={subcategory}
                onChange={(event) => setSubcategory(event.target.value)}
                disabled={!category}
                className={inputClass}
              >
                <option value="">Select subcategory</option>
                {category?.subcategories.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <MinorFields errors={errors} child={child} underEighteen={underEighteen} onToggle={setUnderEighteen} />
        </>
      )}
      <Field label="Phone" error={errors.phone} required>
        {(a11y) => <input {...a11y} name="phone" type="tel" autoComplete="tel" className={inputClass} />}
      </Field>
      <Field label="Email" error={errors.email} required hint="You sign in with it.">
        {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label="Password" error={errors.password} required hint="8 to 64 characters.">
        {(a11y) => (
          <input {...a11y} name="password" type="password" autoComplete="new-password" className={inputClass} />
        )}
      </Field>
      <button type="submit" disabled={!ready || submitting} className={buttonClass}>
        {submitting ? "Registering…" : "Register"}
      </button>
      <p className="text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}

/**
 * "This account is for someone under 18", and then the parent or guardian who holds the account. A Child
 * Artist's box is ticked and cannot be cleared, but is still sent (a disabled box would not be).
 */
function MinorFields({
  errors,
  child,
  underEighteen,
  onToggle,
}: {
  errors: Record<string, string>;
  child: boolean;
  underEighteen: boolean;
  onToggle: (on: boolean) => void;
}) {
  const minor = child || underEighteen;
  return (
    <>
      <div className="grid gap-1">
        <label
          className={`flex items-center gap-2 text-sm font-medium text-ink-800 ${child ? "cursor-not-allowed" : "cursor-pointer"}`}
        >
          <input
            type="checkbox"
            name="underEighteen"
            checked={minor}
            onChange={(event) => {
              if (!child) onToggle(event.target.checked);
            }}
            aria-disabled={child}
            aria-describedby={child ? "under-eighteen-hint" : undefined}
            className="h-4 w-4 accent-brand-700 aria-disabled:opacity-60"
          />
          This account is for someone under 18
        </label>
        {child && (
          <p id="under-eighteen-hint" className="text-xs text-gray-600">
            A Child Artist&apos;s account is always held by a parent or guardian.
          </p>
        )}
      </div>
      {minor && (
        <fieldset className="grid gap-4 rounded-xl border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink-800">Parent or guardian</legend>
          <p className="text-xs text-gray-600">
            {MINOR_NOTICE} The profile is shown once the parent or guardian confirms by the link we mail them.
          </p>
          <Field label="Parent's or guardian's name" error={errors.guardianName} required>
            {(a11y) => <input {...a11y} name="guardianName" autoComplete="off" className={inputClass} />}
          </Field>
          <Field label="Relation to the member" error={errors.guardianRelation} required>
            {(a11y) => <GuardianRelationSelect {...a11y} name="guardianRelation" defaultValue="" />}
          </Field>
          <Field
            label="Parent's or guardian's email"
            error={errors.guardianEmail}
            required
            hint="The confirmation link goes here."
          >
            {(a11y) => <input {...a11y} name="guardianEmail" type="email" autoComplete="off" className={inputClass} />}
          </Field>
          <Field label="Parent's or guardian's phone" error={errors.guardianPhone} required>
            {(a11y) => <input {...a11y} name="guardianPhone" type="tel" autoComplete="off" className={inputClass} />}
          </Field>
        </fieldset>
      )}
    </>
  );
}

function OrganizationFields({ errors }: { errors: Record<string, string> }) {
  return (
    <>
      <Field label="Organisation name" error={errors.organizationName} required>
        {(a11y) => <input {...a11y} name="organizationName" autoComplete="organization" className={inputClass} />}
      </Field>
      <Field label="Organisation type" error={errors.organizationType} required>
        {(a11y) => (
          <select {...a11y} name="organizationType" defaultValue="" className={inputClass}>
            <option value="">Select type</option>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="City" error={errors.city} required>
        {(a11y) => <input {...a11y} name="city" autoComplete="address-level2" className={inputClass} />}
      </Field>
      <Field label="Website" error={errors.website} hint="Optional, as https://…">
        {(a11y) => <input {...a11y} name="website" type="url" autoComplete="url" className={inputClass} />}
      </Field>
    </>
  );
}
