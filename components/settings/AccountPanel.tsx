"use client";

import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { useState, type FormEvent } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { refreshSession } from "@/lib/client/session";
import { toast } from "@/lib/client/toast";
import { useRequestWords } from "@/lib/client/use-request";
import { postJson } from "@/lib/client/upload";
import { buttonClass, Field, inputClass } from "../forms/Field";

// The account half of the settings page: email confirmation, password and email changes, signing out
// everywhere, taking one's data away, and deleting the account. Every call answers { message, errors }.

type Errors = Record<string, string>;

const SECTION = "grid gap-4 rounded-2xl border border-gray-100 p-5";
const SECONDARY =
  "inline-flex items-center justify-center rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60";

/**
 * Sends a form's fields as JSON; answers the body, after showing its message as a toast (the API writes it in the
 * page's language, which the request asks for).
 */
function useAccountCall() {
  const t = useTranslations("SettingsClient");
  const words = useRequestWords();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState<{ form?: string; errors: Errors }>({ errors: {} });
  /** Whether a form's button may be pressed: the page is running, and that form is not already sending. */
  const idle = (name: string) => hydrated && busy !== name;
  /** The field errors of the last call, for the form that made it. */
  const errorsOf = (name: string): Errors => (failed.form === name ? failed.errors : {});
  const call = async (name: string, url: string, body: object) => {
    setBusy(name);
    setFailed({ errors: {} });
    try {
      const answer = await postJson(url, body);
      if (!answer.ok) {
        setFailed({ form: name, errors: answer.body.errors ?? {} });
        toast.error(answer.body.message ?? words.failed);
        return undefined;
      }
      toast.success(answer.body.message ?? t("common.done"));
      return answer.body;
    } catch {
      toast.error(words.offline);
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };
  return { idle, errorsOf, call };
}

/** The current password, which every change here asks for. */
function CurrentPassword({ error }: { error?: string }) {
  const t = useTranslations("SettingsClient");
  return (
    <Field label={t("account.currentPassword")} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          className={inputClass}
        />
      )}
    </Field>
  );
}

const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

export function AccountPanel({ email, confirmed }: { email: string; confirmed: boolean }) {
  const t = useTranslations("SettingsClient");
  const router = useRouter();
  const { idle, errorsOf, call } = useAccountCall();

  const leave = async (destination: string) => {
    await refreshSession();
    router.push(destination);
    router.refresh();
  };

  return (
    <section aria-labelledby="account-title" className="grid gap-6">
      <h2 id="account-title" className="text-2xl font-bold">
        {t("account.title")}
      </h2>

      <div className={SECTION}>
        <h3 className="text-lg font-semibold">{t("account.email")}</h3>
        <p className="text-sm">
          <span className="font-medium">{email}</span>{" "}
          <span
            data-testid="email-status"
            className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${confirmed ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}
          >
            {confirmed ? t("common.confirmed") : t("common.notConfirmed")}
          </span>
        </p>
        {!confirmed && (
          <div>
            <button
              type="button"
              className={SECONDARY}
              disabled={!idle("resend")}
              onClick={() => void call("resend", "/api/user/verify-email/resend", {})}
            >
              {t("account.resend")}
            </button>
          </div>
        )}
        <form
          className="grid gap-3 sm:grid-cols-2"
          aria-label={t("account.changeEmail")}
          onSubmit={(event) => {
            event.preventDefault();
            void call("email", "/api/user/change-email", fieldsOf(event));
          }}
        >
          <Field label={t("account.newEmail")} error={errorsOf("email").newEmail}>
            {(a11y) => <input {...a11y} name="newEmail" type="email" autoComplete="email" className={inputClass} />}
          </Field>
          <CurrentPassword error={errorsOf("email").currentPassword} />
          <div className="sm:col-span-2">
            <button type="submit" className={SECONDARY} disabled={!idle("email")}>
              {t("account.changeEmail")}
            </button>
          </div>
        </form>
      </div>

      <form
        className={SECTION}
        aria-label={t("account.changePassword")}
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const { currentPassword, newPassword, repeat } = fieldsOf(event);
          if (newPassword !== repeat) {
            toast.error(t("account.passwordsDiffer"));
            return;
          }
          void call("password", "/api/user/change-password", { currentPassword, newPassword }).then((done) => {
            if (done) form.reset();
          });
        }}
      >
        <h3 className="text-lg font-semibold">{t("account.password")}</h3>
        <p className="text-sm text-gray-600">{t("account.passwordLead")}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <CurrentPassword error={errorsOf("password").currentPassword} />
          <Field
            label={t("account.newPassword")}
            error={errorsOf("password").newPassword}
            hint={t("account.newPasswordHint")}
          >
            {(a11y) => (
              <input {...a11y} name="newPassword" type="password" autoComplete="new-password" className={inputClass} />
            )}
          </Field>
          <Field label={t("account.repeatPassword")}>
            {(a11y) => (
              <input {...a11y} name="repeat" type="password" autoComplete="new-password" className={inputClass} />
            )}
          </Field>
        </div>
        <div>
          <button type="submit" className={buttonClass} disabled={!idle("password")}>
            {t("account.changePassword")}
          </button>
        </div>
      </form>

      <div className={SECTION}>
        <h3 className="text-lg font-semibold">{t("account.devices")}</h3>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={SECONDARY}
            disabled={!idle("everywhere")}
            onClick={() =>
              void call("everywhere", "/api/user/logout", { everywhere: true }).then((done) => done && leave("/login"))
            }
          >
            {t("account.signOutEverywhere")}
          </button>
          <a href="/api/user/export" download className={SECONDARY}>
            {t("account.download")}
          </a>
        </div>
      </div>

      <details className={`${SECTION} border-red-200`}>
        <summary className="cursor-pointer text-lg font-semibold text-red-800">{t("account.delete")}</summary>
        <form
          className="grid gap-3"
          aria-label={t("account.delete")}
          onSubmit={(event) => {
            event.preventDefault();
            void call("delete", "/api/user/delete-account", fieldsOf(event)).then((done) => done && leave("/"));
          }}
        >
          <p className="text-sm text-gray-700">
            {t("account.deleteWarning")} {t("account.cannotUndo")}
          </p>
          <CurrentPassword error={errorsOf("delete").currentPassword} />
          <div>
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
              disabled={!idle("delete")}
            >
              {t("account.delete")}
            </button>
          </div>
        </form>
      </details>
    </section>
  );
}
