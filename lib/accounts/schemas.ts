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
import { ADULT_AGE, CHILD_SUBCATEGORY, GUARDIAN_RELATIONS } from "./minors.ts";

// Shared by the sign-up and login forms (react-hook-form) and the route handlers: one set of rules.
// Written with zod/mini, which is smaller than full zod in the browser (the forms load it on first use).

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently truncated. */
export const PASSWORD_MAX_BYTES = 72;

const email = pipe(
  string({ error: "Email is required" }).check(
    trim(),
    minLength(1, "Email is required"),
    maxLength(254, "Email is too long"),
  ),
  pipe(
    emailFormat({ error: "Enter a valid email address" }),
    transform((v: string) => v.toLowerCase()),
  ),
);

export const loginSchema = object({
  email,
  password: string({ error: "Password is required" }).check(
    minLength(1, "Password is required"),
    maxLength(256, "Password is too long"),
  ),
});

export const passwordSchema = string({ error: "Password is required" }).check(
  minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
  maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  refine(
    (v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES,
    "Password is too long (too many special characters)",
  ),
);

const name = string({ error: "Name is required" }).check(
  trim(),
  minLength(1, "Name is required"),
  maxLength(80, "Name must be at most 80 characters"),
);
const phone = string({ error: "Phone is required" }).check(
  trim(),
  minLength(1, "Phone is required"),
  regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "Enter a valid phone number (digits, spaces, +, - and brackets)"),
);

/** A parent or guardian: who holds a minor's account. Kept private; confirmed by a link mailed to them. */
export const guardianSchema = object({
  name: string({ error: "The parent's or guardian's name is required" }).check(
    trim(),
    minLength(1, "The parent's or guardian's name is required"),
    maxLength(80, "Name must be at most 80 characters"),
  ),
  relation: oneOf(GUARDIAN_RELATIONS, { error: `Choose one of: ${GUARDIAN_RELATIONS.join(", ")}` }),
  email: pipe(
    string({ error: "The parent's or guardian's email is required" }).check(
      trim(),
      minLength(1, "The parent's or guardian's email is required"),
      maxLength(254, "Email is too long"),
    ),
    pipe(
      emailFormat({ error: "Enter a valid email address for the parent or guardian" }),
      transform((v: string) => v.toLowerCase()),
    ),
  ),
  phone: string({ error: "The parent's or guardian's phone is required" }).check(
    trim(),
    minLength(1, "The parent's or guardian's phone is required"),
    regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "Enter a valid phone number for the parent or guardian"),
  ),
});

const optionalText = optional(string());
/** "true"/"on" from a form, or a JSON boolean. */
const yes = optional(union([boolean(), string()]));
const isYes = (value: unknown) => value === true || value === "true" || value === "on";

export const GUARDIAN_REQUIRED = `Members under ${ADULT_AGE} are registered by a parent or guardian: give their details`;

export const GENDER_REQUIRED = "Choose Male, Female or Other";

/** A member's language (notifications and mail): one of lib/i18n/locales.ts LOCALES. */
const locale = oneOf(LOCALES, { error: `Choose one of: ${LOCALES.join(", ")}` });

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
  category: oneOf(CATEGORY_NAMES, { error: "Choose a category" }),
  subcategory: string({ error: "Choose a subcategory" }).check(minLength(1, "Choose a subcategory")),
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
    message: "Choose a subcategory of the chosen category",
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
  organizationName: string({ error: "Organisation name is required" }).check(
    trim(),
    minLength(1, "Organisation name is required"),
    maxLength(120, "Organisation name must be at most 120 characters"),
  ),
  organizationType: oneOf(ORGANIZATION_TYPES, { error: `Choose one of: ${ORGANIZATION_TYPES.join(", ")}` }),
  city: string({ error: "City is required" }).check(
    trim(),
    minLength(1, "City is required"),
    maxLength(80, "City must be at most 80 characters"),
  ),
  website: optional(
    pipe(
      string().check(trim(), maxLength(300, "Website is too long")),
      transform((v: string) => v || undefined),
    ),
  ).check(refine((v) => v === undefined || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), "Enter the website as https://…")),
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

const token = string({ error: "The link's token is missing" }).check(minLength(1, "The link's token is missing"));

/** Reset password: the token from the mailed link and the new password. */
export const resetPasswordSchema = object({ token, password: passwordSchema });

/** Confirm an email (a new member's, or a new address): the token from the mailed link. */
export const confirmEmailSchema = object({ token });

const currentPassword = string({ error: "Enter your current password" }).check(
  minLength(1, "Enter your current password"),
  maxLength(256, "Password is too long"),
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
