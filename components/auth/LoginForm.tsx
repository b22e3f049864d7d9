"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "@/lib/client/session";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { LoginInput } from "@/lib/auth/schemas";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { MESSAGES } from "@/lib/messages";
import { Field, buttonClass, inputClass } from "../forms/Field";

// The shared schema, loaded on first use: see lib/client/lazy-resolver.ts.
const resolver = lazyResolver<LoginInput>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/auth/schemas")]);
  return zodResolver(loginSchema);
});

export function LoginForm() {
  const router = useRouter();
  const [banner, setBanner] = useState<string>();
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setBanner(undefined);
    try {
      const result = await signIn(values.email, values.password);
      if (!result?.ok || result.error) {
        setBanner(result?.error && result.error !== "CredentialsSignin" ? result.error : MESSAGES.loginFallback);
        return;
      }
      router.push("/");
      router.refresh();
    } catch {
      setBanner(MESSAGES.loginFallback);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      {banner && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{banner}</p>}
      <Field label="Email" error={errors.email?.message} required>
        {(a11y) => <input {...a11y} {...register("email")} type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        {(a11y) => <input {...a11y} {...register("password")} type="password" autoComplete="current-password" className={inputClass} />}
      </Field>
      <div className="flex items-center justify-between text-sm">
        <Link href="/reset-password" className="text-brand-700 underline">Forgot password?</Link>
      </div>
      <button type="submit" disabled={isSubmitting} className={buttonClass}>{isSubmitting ? "Signing in…" : "Sign in"}</button>
      <p className="text-center text-sm text-gray-600">
        New to Castfolio? <Link href="/signup" className="font-semibold text-brand-700 underline">Create an account</Link>
      </p>
    </form>
  );
}
