"use client";

import { useLocale, useTranslations } from "#words";
import { Link, useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { ADULT_AGE, CHILD_SUBCATEGORY } from "@/lib/members/minors";
import type { HirerRegisterInput, HirerRegistration, RegisterInput, Registration } from "@/lib/accounts/schemas";
import { CATEGORIES, GENDERS, findCategory, hasGender } from "@/lib/catalog";
import { ORGANIZATION_TYPES } from "@/lib/hiring/options";
import { useSchemaForm, type Schema } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { signIn } from "@/lib/client/sign-in";
import { postJson } from "@/lib/client/upload";
import { POST_A_CALL_PATH } from "@/lib/hiring/paths";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { Field, buttonClass, inputClass } from "../forms/Field";
import { GuardianRelationSelect, type GuardianRelationWords } from "../forms/GuardianRelationSelect";

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

/**
 * The names of the form's fixed choices in the page's language, by their stored English value (the page makes
 * them on the server from the Catalog, Jobs and Auth words); a value without one reads in English.
 */
export interface SignupChoiceNames {
  categories: Readonly<Record<string, string>>;
  subcategories: Readonly<Record<string, string>>;
  genders: Readonly<Record<string, string>>;
  organizationTypes: Readonly<Record<string, string>>;
  relations?: GuardianRelationWords;
}

const named = (names: Readonly<Record<string, string>> | undefined, value: string) =>
  (names && Object.hasOwn(names, value) ? names[value] : undefined) ?? value;

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

export function SignupForm({
  initialChoice = "talent",
  names,
}: {
  initialChoice?: AccountChoice;
  names?: SignupChoiceNames;
}) {
  const t = useTranslations("AuthClient");
  const router = useRouter();
  const { errors, setErrors, submitting, ready, handleSubmit, onChange, preload } = useSchemaForm(loadSchema);
  const [choice, setChoice] = useState<AccountChoice>(initialChoice);
  const [categoryName, setCategoryName] = useState("");
  const [subcategory, setSubcategory] = useState("");
  const [underEighteen, setUnderEighteen] = useState(false);
  const category = findCategory(categoryName);
  const child = subcategory === CHILD_SUBCATEGORY;

  // The member's language for notifications and mails starts as the language they sign up in.
  const locale = useLocale();
  const onSubmit = handleSubmit(async (values) => {
    try {
      // Asks for the page's language: a refusal's message and field errors come back in it.
      const { ok, body } = await postJson(
        "/api/user/register",
        choice === "hirer" ? { ...values, locale } : { ...values, locale, status: false },
      );
      if (!ok) {
        setErrors(
          Object.fromEntries(
            Object.entries(body.errors ?? {}).filter(([field]) => (FIELDS as string[]).includes(field)),
          ),
        );
        toast.error(body.message ? t("signup.failedBecause", { reason: body.message }) : t("signup.failed"));
        return;
      }
      toast.success(t("signup.registered"));
      // Signed in at once, on the next useful step: a talent member's profile form (their name carried over),
      // a hirer's first call. Should the sign-in fail, the sign-in page takes over.
      const signedIn = await signIn(String(values.email), String(values.password));
      if (!signedIn.ok) {
        router.push("/login");
        return;
      }
      router.push(choice === "hirer" ? POST_A_CALL_PATH : PROFILE_SETTINGS_PATH);
      router.refresh();
    } catch {
      toast.error(t("signup.failed"));
    }
  });

  return (
    <form onSubmit={onSubmit} onChange={onChange} onFocus={preload} noValidate className="grid gap-4">
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-2 text-sm font-medium text-ink-800">{t("signup.question")}</legend>
        {(
          [
            ["talent", t("signup.talent"), t("signup.talentDetail")],
            ["hirer", t("signup.hirer"), t("signup.hirerDetail")],
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
      {choice === "hirer" && <OrganizationFields errors={errors} names={names} />}
      <Field label={choice === "hirer" ? t("signup.yourName") : t("signup.name")} error={errors.name} required>
        {(a11y) => <input {...a11y} name="name" autoComplete="name" className={inputClass} />}
      </Field>
      {choice === "talent" && (
        <>
          {/* A location or a camera unit has no gender: the question goes once such a category is chosen. */}
          {(!category || hasGender(category)) && (
            <Field label={t("signup.gender")} error={errors.gender} required>
              {(a11y) => (
                <select {...a11y} name="gender" defaultValue="" className={inputClass}>
                  <option value="">{t("signup.selectGender")}</option>
                  {GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {named(names?.genders, g)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label={t("signup.category")} error={errors.category} required>
            {(a11y) => (
              <select
                {...a11y}
                name="category"
                value={categoryName}
                onChange={(event) => {
                  setCategoryName(event.target.value);
                  setSubcategory("");
                }}
                // A choice made before the page hydrates would be lost (React sets the value back), and with it
                // the subcategories it unlocks.
                disabled={!ready}
                className={inputClass}
              >
                <option value="">{t("signup.selectCategory")}</option>
                {CATEGORIES.map((c) => (
                  <option key={c.name} value={c.name}>
                    {named(names?.categories, c.name)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t("signup.subcategory")}
            error={errors.subcategory}
            required
            hint={category ? undefined : t("signup.categoryFirst")}
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
                <option value="">{t("signup.selectSubcategory")}</option>
                {category?.subcategories.map((s) => (
                  <option key={s} value={s}>
                    {named(names?.subcategories, s)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <MinorFields
            errors={errors}
            child={child}
            underEighteen={underEighteen}
            onToggle={setUnderEighteen}
            relations={names?.relations}
          />
        </>
      )}
      <Field label={t("signup.phone")} error={errors.phone} required>
        {(a11y) => <input {...a11y} name="phone" type="tel" autoComplete="tel" className={inputClass} />}
      </Field>
      <Field label={t("signup.email")} error={errors.email} required hint={t("signup.emailHint")}>
        {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label={t("signup.password")} error={errors.password} required hint={t("signup.passwordHint")}>
        {(a11y) => (
          <input {...a11y} name="password" type="password" autoComplete="new-password" className={inputClass} />
        )}
      </Field>
      <button type="submit" disabled={!ready || submitting} className={buttonClass}>
        {submitting ? t("signup.submitting") : t("signup.submit")}
      </button>
      <p className="text-center text-sm text-gray-600">
        {t.rich("signup.haveAccount", {
          link: (chunks) => (
            <Link href="/login" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
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
  relations,
}: {
  errors: Record<string, string>;
  child: boolean;
  underEighteen: boolean;
  onToggle: (on: boolean) => void;
  relations?: GuardianRelationWords;
}) {
  const t = useTranslations("AuthClient");
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
          {t("signup.underAge", { age: ADULT_AGE })}
        </label>
        {child && (
          <p id="under-eighteen-hint" className="text-xs text-gray-600">
            {t("signup.childHint")}
          </p>
        )}
      </div>
      {minor && (
        <fieldset className="grid gap-4 rounded-xl border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink-800">{t("signup.guardian")}</legend>
          <p className="text-xs text-gray-600">{t("signup.minorNotice", { age: ADULT_AGE })}</p>
          <Field label={t("signup.guardianName")} error={errors.guardianName} required>
            {(a11y) => <input {...a11y} name="guardianName" autoComplete="off" className={inputClass} />}
          </Field>
          <Field label={t("signup.guardianRelation")} error={errors.guardianRelation} required>
            {(a11y) => <GuardianRelationSelect {...a11y} name="guardianRelation" defaultValue="" words={relations} />}
          </Field>
          <Field
            label={t("signup.guardianEmail")}
            error={errors.guardianEmail}
            required
            hint={t("signup.guardianEmailHint")}
          >
            {(a11y) => <input {...a11y} name="guardianEmail" type="email" autoComplete="off" className={inputClass} />}
          </Field>
          <Field label={t("signup.guardianPhone")} error={errors.guardianPhone} required>
            {(a11y) => <input {...a11y} name="guardianPhone" type="tel" autoComplete="off" className={inputClass} />}
          </Field>
        </fieldset>
      )}
    </>
  );
}

function OrganizationFields({ errors, names }: { errors: Record<string, string>; names?: SignupChoiceNames }) {
  const t = useTranslations("AuthClient");
  return (
    <>
      <Field label={t("signup.organizationName")} error={errors.organizationName} required>
        {(a11y) => <input {...a11y} name="organizationName" autoComplete="organization" className={inputClass} />}
      </Field>
      <Field label={t("signup.organizationType")} error={errors.organizationType} required>
        {(a11y) => (
          <select {...a11y} name="organizationType" defaultValue="" className={inputClass}>
            <option value="">{t("signup.selectType")}</option>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {named(names?.organizationTypes, type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("signup.city")} error={errors.city} required>
        {(a11y) => <input {...a11y} name="city" autoComplete="address-level2" className={inputClass} />}
      </Field>
      <Field label={t("signup.website")} error={errors.website} hint={t("signup.websiteHint")}>
        {(a11y) => <input {...a11y} name="website" type="url" autoComplete="url" className={inputClass} />}
      </Field>
    </>
  );
}
