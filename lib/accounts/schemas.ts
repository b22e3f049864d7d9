import {
  boolean,
  email as emailFormat,
  enum as oneOf,
  literal,
  optional,
  maxLength,
  minLength,
  object,
  pipe,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
  union,
  type input,
  type output,
} from "zod/mini";
import { CATEGORY_NAMES, findCategory, GENDERS, hasGender, isSubcategoryOf } from "../catalog.ts";
import { ORGANIZATION_TYPES } from "../hiring/options.ts";
import { LOCALES } from "../i18n/locales.ts";
import { ADULT_AGE, CHILD_SUBCATEGORY, GUARDIAN_RELATIONS } from "../members/minors.ts";
import { formError } from "../i18n/form-errors.ts";

// Shared by the sign-up and login forms (react-hook-form) and the route handlers: one set of rules.
// Written with zod/mini, which is smaller than full zod in the browser (the forms load it on first use).

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently truncated. */
export const PASSWORD_MAX_BYTES = 72;

const email = pipe(
  string({ error: formError("generic.required", { labelKey: "email" }) }).check(
    trim(),
    minLength(1, formError("generic.required", { labelKey: "email" })),
    maxLength(254, formError("generic.tooLong", { labelKey: "email" })),
  ),
  pipe(
    emailFormat({ error: formError("account.emailInvalid") }),
    transform((v: string) => v.toLowerCase()),
  ),
);

export const loginSchema = object({
  email,
  password: string({ error: formError("generic.required", { labelKey: "password" }) }).check(
    minLength(1, formError("generic.required", { labelKey: "password" })),
    maxLength(256, formError("generic.tooLong", { labelKey: "password" })),
  ),
});

export const passwordSchema = string({ error: formError("generic.required", { labelKey: "password" }) }).check(
  minLength(PASSWORD_MIN, formError("account.passwordTooShort", { min: PASSWORD_MIN })),
  maxLength(PASSWORD_MAX, formError("account.passwordTooLong", { max: PASSWORD_MAX })),
  refine((v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES, formError("account.passwordTooManyBytes")),
);

const name = string({ error: formError("generic.required", { labelKey: "name" }) }).check(
  trim(),
  minLength(1, formError("generic.required", { labelKey: "name" })),
  maxLength(80, formError("generic.maxChars", { labelKey: "name", max: 80 })),
);
const phone = string({ error: formError("generic.required", { labelKey: "phone" }) }).check(
  trim(),
  minLength(1, formError("generic.required", { labelKey: "phone" })),
  regex(/^\+?[0-9][0-9 ()-]{6,19}$/, formError("account.phoneInvalid")),
);

/** A parent or guardian: who holds a minor's account. Kept private; confirmed by a link mailed to them. */
export const guardianSchema = object({
  name: string({ error: formError("account.guardianNameRequired") }).check(
    trim(),
    minLength(1, formError("account.guardianNameRequired")),
    maxLength(80, formError("generic.maxChars", { labelKey: "name", max: 80 })),
  ),
  relation: oneOf(GUARDIAN_RELATIONS, {
    error: formError("generic.chooseOneOf", { options: GUARDIAN_RELATIONS.join(", ") }),
  }),
  email: pipe(
    string({ error: formError("account.guardianEmailRequired") }).check(
      trim(),
      minLength(1, formError("account.guardianEmailRequired")),
      maxLength(254, formError("generic.tooLong", { labelKey: "email" })),
    ),
    pipe(
      emailFormat({ error: formError("account.guardianEmailInvalid") }),
      transform((v: string) => v.toLowerCase()),
    ),
  ),
  phone: string({ error: formError("account.guardianPhoneRequired") }).check(
    trim(),
    minLength(1, formError("account.guardianPhoneRequired")),
    regex(/^\+?[0-9][0-9 ()-]{6,19}$/, formError("account.guardianPhoneInvalid")),
  ),
});

const optionalText = optional(string());
/** "true"/"on" from a form, or a JSON boolean. */
const yes = optional(union([boolean(), string()]));
const isYes = (value: unknown) => value === true || value === "true" || value === "on";

export const GUARDIAN_REQUIRED = `Members under ${ADULT_AGE} are registered by a parent or guardian: give their details`;

export const GENDER_REQUIRED = formError("account.genderRequired");

/** A member's language (notifications and mail): one of lib/i18n/locales.ts LOCALES. */
const locale = oneOf(LOCALES, { error: formError("generic.chooseOneOf", { options: LOCALES.join(", ") }) });

/** PUT /api/me/language. */
export const languageSchema = object({ locale });

/** Whether members of a category have a gender: a location or a camera unit has none to choose. */
export function categoryHasGender(categoryName: unknown): boolean {
  const category = typeof categoryName === "string" ? findCategory(categoryName) : undefined;
  return !category || hasGender(category);
}

export const registerSchema = object({
  name,
  /** Required for people; a location or a camera unit has none (sent or not, it is stored empty). */
  gender: optional(union([literal(""), oneOf(GENDERS)], { error: GENDER_REQUIRED })),
  category: oneOf(CATEGORY_NAMES, { error: formError("account.categoryRequired") }),
  subcategory: string({ error: formError("account.subcategoryRequired") }).check(
    minLength(1, formError("account.subcategoryRequired")),
  ),
  phone,
  email,
  password: passwordSchema,
  /** The account is for someone under 18 (a Child Artist always is). */
  underEighteen: yes,
  guardianName: optionalText,
  guardianRelation: optionalText,
  guardianEmail: optionalText,
  guardianPhone: optionalText,
  /** The language of notifications and mail; without it, the language the visitor chose on the site, else English. */
  locale: optional(locale),
}).check(
  refine((v) => isSubcategoryOf(v.category, v.subcategory), {
    path: ["subcategory"],
    message: formError("account.subcategoryOfCategory"),
  }),
  superRefine(
    (v, ctx) => {
      if (categoryHasGender(v.category) && !v.gender)
        ctx.addIssue({ code: "custom", input: v, path: ["gender"], message: GENDER_REQUIRED });
    },
    { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null },
  ),
  // Run even when other fields are wrong, so that the form shows every error at once.
  superRefine(
    (v, ctx) => {
      if (!(isYes(v.underEighteen) || v.subcategory === CHILD_SUBCATEGORY)) return;
      const checked = guardianSchema.safeParse({
        name: v.guardianName ?? "",
        relation: v.guardianRelation ?? "",
        email: v.guardianEmail ?? "",
        phone: v.guardianPhone ?? "",
      });
      for (const issue of checked.error?.issues ?? []) {
        const field = `guardian${String(issue.path[0]).replace(/^./, (c) => c.toUpperCase())}`;
        ctx.addIssue({ code: "custom", input: v, path: [field], message: issue.message });
      }
    },
    { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null },
  ),
);

/** The guardian a sign-up names, or null when the account is an adult's. */
export function guardianOf(registration: Registration): output<typeof guardianSchema> | null {
  const minor = isYes(registration.underEighteen) || registration.subcategory === CHILD_SUBCATEGORY;
  return minor
    ? guardianSchema.parse({
        name: registration.guardianName,
        relation: registration.guardianRelation,
        email: registration.guardianEmail,
        phone: registration.guardianPhone,
      })
    : null;
}

/** "I'm hiring": the organisation and the person who runs its account (no category: hirers are not listed). */
export const hirerRegisterSchema = object({
  accountType: literal("hirer", { error: 'accountType must be "hirer" or left out' }),
  organizationName: string({ error: formError("generic.required", { labelKey: "organizationName" }) }).check(
    trim(),
    minLength(1, formError("generic.required", { labelKey: "organizationName" })),
    maxLength(120, formError("generic.maxChars", { labelKey: "organizationName", max: 120 })),
  ),
  organizationType: oneOf(ORGANIZATION_TYPES, {
    error: formError("generic.chooseOneOf", { options: ORGANIZATION_TYPES.join(", ") }),
  }),
  city: string({ error: formError("generic.required", { labelKey: "city" }) }).check(
    trim(),
    minLength(1, formError("generic.required", { labelKey: "city" })),
    maxLength(80, formError("generic.maxChars", { labelKey: "city", max: 80 })),
  ),
  website: optional(
    pipe(
      string().check(trim(), maxLength(300, formError("generic.tooLong", { labelKey: "website" }))),
      transform((v: string) => v || undefined),
    ),
  ).check(
    refine((v) => v === undefined || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), formError("account.websiteInvalid")),
  ),
  name,
  phone,
  email,
  password: passwordSchema,
  /** As for talent. */
  locale: optional(locale),
});

export type LoginInput = input<typeof loginSchema>;
export type RegisterInput = input<typeof registerSchema>;
export type Registration = output<typeof registerSchema>;
export type GuardianInput = input<typeof guardianSchema>;
export type HirerRegisterInput = input<typeof hirerRegisterSchema>;
export type HirerRegistration = output<typeof hirerRegisterSchema>;

/** Forgot password: the email to send a reset link to. */
export const forgotPasswordSchema = object({ email });

const token = string({ error: formError("account.tokenMissing") }).check(
  minLength(1, formError("account.tokenMissing")),
);

/** Reset password: the token from the mailed link and the new password. */
export const resetPasswordSchema = object({ token, password: passwordSchema });

/** Confirm an email (a new member's, or a new address): the token from the mailed link. */
export const confirmEmailSchema = object({ token });

const currentPassword = string({ error: formError("account.currentPasswordRequired") }).check(
  minLength(1, formError("account.currentPasswordRequired")),
  maxLength(256, formError("generic.tooLong", { labelKey: "password" })),
);

/** Change password: the current one proves it is the member, not someone at their unlocked computer. */
export const changePasswordSchema = object({ currentPassword, newPassword: passwordSchema });

/** Change email: the new address, and the current password. */
export const changeEmailSchema = object({ newEmail: email, currentPassword });

/** Delete account: the current password, so that a borrowed session cannot. */
export const deleteAccountSchema = object({ currentPassword });

export type ResetPasswordInput = input<typeof resetPasswordSchema>;
export type ChangePasswordInput = input<typeof changePasswordSchema>;
export type ChangeEmailInput = input<typeof changeEmailSchema>;
