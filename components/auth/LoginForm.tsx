"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { useSchemaForm } from "@/lib/client/schema-form";
import { signIn } from "@/lib/client/sign-in";
import { safeCallbackPath } from "@/lib/auth/safe-redirect";
import { Field, buttonClass, inputClass } from "../forms/Field";

export function LoginForm() {
  const t = useTranslations("AuthClient");
  const router = useRouter();
  const [banner, setBanner] = useState<string>();
  const { errors, submitting, ready, handleSubmit, onChange, preload } = useSchemaForm(
    async () => (await import("@/lib/accounts/schemas")).loginSchema,
  );

  const onSubmit = handleSubmit(async (values) => {
    setBanner(undefined);
    try {
      const result = await signIn(values.email, values.password);
      if (!result?.ok || result.error) {
        setBanner(result?.error && result.error !== "CredentialsSignin" ? result.error : t("login.refusals.fallback"));
        return;
      }
      // Back where the member was sent from (?callbackUrl=), if that is a page of this site.
      const from = new URLSearchParams(window.location.search).get("callbackUrl");
      router.push(safeCallbackPath(from, window.location.origin));
      router.refresh();
    } catch {
      setBanner(t("login.refusals.fallback"));
    }
  });

  return (
    <form onSubmit={onSubmit} onChange={onChange} onFocus={preload} noValidate className="grid gap-4">
      {banner && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {banner}
        </p>
      )}
      <Field label={t("login.email")} error={errors.email} required>
        {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label={t("login.password")} error={errors.password} required>
        {(a11y) => (
          <input {...a11y} name="password" type="password" autoComplete="current-password" className={inputClass} />
        )}
      </Field>
      <div className="flex items-center justify-between text-sm">
        <Link href="/reset-password" className="text-brand-700 underline">
          {t("login.forgot")}
        </Link>
      </div>
      <button type="submit" disabled={!ready || submitting} className={buttonClass}>
        {submitting ? t("login.submitting") : t("login.submit")}
      </button>
      <p className="text-center text-sm text-gray-600">
        {t.rich("login.newHere", {
          link: (chunks) => (
            <Link href="/signup" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
