"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { signIn } from "@/lib/client/sign-in";
import { postJson } from "@/lib/client/upload";
import { useSchemaForm } from "@/lib/client/schema-form";
import { useRequestWords } from "@/lib/client/use-request";
import { Field, buttonClass, inputClass } from "../forms/Field";

const Banner = ({ kind, children }: { kind: "status" | "alert"; children: React.ReactNode }) => (
  <p
    role={kind}
    className={
      kind === "status"
        ? "rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
        : "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    }
  >
    {children}
  </p>
);

/** A reset's first step: an email and Send, which mails a single-use link. */
function AskForLink() {
  const t = useTranslations("AuthClient");
  const words = useRequestWords();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string }>();
  const { errors, submitting, ready, handleSubmit, onChange, preload } = useSchemaForm(
    async () => (await import("@/lib/accounts/schemas")).forgotPasswordSchema,
  );
  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await postJson("/api/user/forgot-password", values);
      setAnswer({ ok: res.ok, message: res.body.message ?? words.failed });
    } catch {
      setAnswer({ ok: false, message: words.offline });
    }
  });
  return (
    <form onSubmit={onSubmit} onChange={onChange} onFocus={preload} noValidate className="grid gap-4">
      {answer && <Banner kind={answer.ok ? "status" : "alert"}>{answer.message}</Banner>}
      <Field label={t("reset.email")} error={errors.email} required>
        {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <button type="submit" disabled={!ready || submitting} className={buttonClass}>
        {submitting ? t("reset.sending") : t("reset.send")}
      </button>
      <Link href="/login" className="text-center text-sm text-brand-700 underline">
        {t("reset.backToSignIn")}
      </Link>
    </form>
  );
}

/** Opened from the mailed link: a new password, then straight in. */
function ChooseNewPassword({ token }: { token: string }) {
  const t = useTranslations("AuthClient");
  const words = useRequestWords();
  const router = useRouter();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const { errors, setErrors, submitting, ready, handleSubmit, onChange, preload } = useSchemaForm(
    async () => (await import("@/lib/accounts/schemas")).resetPasswordSchema,
  );
  const onSubmit = handleSubmit(async (values, form) => {
    const repeated = new FormData(form).get("repeat");
    if (repeated !== values.password) {
      setErrors({ repeat: t("reset.notSame") });
      return;
    }
    setProblem(undefined);
    try {
      const res = await postJson("/api/user/reset-password", values);
      if (!res.ok) {
        if (res.body.errors?.password) setErrors({ password: res.body.errors.password });
        setProblem(res.body.message ?? words.failed);
        return;
      }
      if (res.body.suspended) {
        setNotice(String(res.body.message));
        return;
      }
      await signIn(String(res.body.email), values.password);
      router.push("/");
      router.refresh();
    } catch {
      setProblem(words.offline);
    }
  });
  if (notice) return <Banner kind="alert">{notice}</Banner>;
  return (
    <form onSubmit={onSubmit} onChange={onChange} onFocus={preload} noValidate className="grid gap-4">
      {problem && <Banner kind="alert">{problem}</Banner>}
      <input type="hidden" name="token" value={token} />
      <Field label={t("reset.newPassword")} error={errors.password} required hint={t("reset.passwordHint")}>
        {(a11y) => (
          <input {...a11y} name="password" type="password" autoComplete="new-password" className={inputClass} />
        )}
      </Field>
      <Field label={t("reset.repeat")} error={errors.repeat} required>
        {(a11y) => <input {...a11y} name="repeat" type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <button type="submit" disabled={!ready || submitting} className={buttonClass}>
        {submitting ? t("reset.saving") : t("reset.save")}
      </button>
      {problem && (
        <Link href="/reset-password" className="text-center text-sm text-brand-700 underline">
          {t("reset.newLink")}
        </Link>
      )}
    </form>
  );
}

export function ResetPasswordForm({ token }: { token?: string }) {
  return token ? <ChooseNewPassword token={token} /> : <AskForLink />;
}
