import { z } from "zod";
import { CATEGORY_NAMES, GENDERS, isSubcategoryOf } from "../catalog.ts";

// Shared by the sign-up and login forms (react-hook-form) and the route handlers: one set of rules.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently truncated. */
export const PASSWORD_MAX_BYTES = 72;

const email = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((v) => v.toLowerCase());

export const loginSchema = z.object({
  email,
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(256, "Password is too long"),
});

export const passwordSchema = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES, "Password is too long (too many special characters)");

export const registerSchema = z
  .object({
    name: z.string({ message: "Name is required" }).trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
    gender: z.enum(GENDERS, { message: "Choose Male, Female or Other" }),
    category: z.enum(CATEGORY_NAMES, { message: "Choose a category" }),
    subcategory: z.string({ message: "Choose a subcategory" }).min(1, "Choose a subcategory"),
    phone: z
      .string({ message: "Phone is required" })
      .trim()
      .min(1, "Phone is required")
      .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "Enter a valid phone number (digits, spaces, +, - and brackets)"),
    email,
    password: passwordSchema,
  })
  .refine((v) => isSubcategoryOf(v.category, v.subcategory), { path: ["subcategory"], message: "Choose a subcategory of the chosen category" });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type Registration = z.output<typeof registerSchema>;
