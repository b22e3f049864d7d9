"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useState, type FormEvent } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { refreshSession } from "@/lib/client/session";
import { toast } from "@/lib/client/toast";
import { postJson } from "@/lib/client/upload";
import { buttonClass, Field, inputClass } from "../forms/Field";

// The account half of the settings page: email confirmation, password and email changes, signing out
// everywhere, taking one's data away, and deleting the account. Every call answers { message, errors }.

type Errors = Record<string, string>;

const SECTION = "grid gap-4 rounded-2xl border border-gray-100 p-5";
const SECONDARY =
  "inline-flex items-center justify-center rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60";

/** Sends a form's fields as JSON; answers the body, after showing its message as a toast. */
function useAccountCall() {
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
        toast.error(answer.body.message ?? "Something went wrong. Please try again.");
        return undefined;
      }
      toast.success(answer.body.message ?? "Done.");
      return answer.body;
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };
  return { idle, errorsOf, call };
}

/** The current password, which every change here asks for. */
function CurrentPassword({ error }: { error?: string }) {
  return (
    <Field label="Current password" error={error}>
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
        Account
      </h2>

      <div className={SECTION}>
        <h3 className="text-lg font-semibold">Email</h3>
        <p className="text-sm">
          <span className="font-medium">{email}</span>{" "}
          <span
            data-testid="email-status"
            className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${confirmed ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}
          >
            {confirmed ? "Confirmed" : "Not confirmed yet"}
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
              Send the confirmation link again
            </button>
          </div>
        )}
        <form
          className="grid gap-3 sm:grid-cols-2"
          aria-label="Change email"
          onSubmit={(event) => {
            event.preventDefault();
            void call("email", "/api/user/change-email", fieldsOf(event));
          }}
        >
          <Field label="New email" error={errorsOf("email").newEmail}>
            {(a11y) => <input {...a11y} name="newEmail" type="email" autoComplete="email" className={inputClass} />}
          </Field>
          <CurrentPassword error={errorsOf("email").currentPassword} />
          <div className="sm:col-span-2">
            <button type="submit" className={SECONDARY} disabled={!idle("email")}>
              Change email
            </button>
          </div>
        </form>
      </div>

      <form
        className={SECTION}
        aria-label="Change password"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const { currentPassword, newPassword, repeat } = fieldsOf(event);
          if (newPassword !== repeat) {
            toast.error("The two new passwords are not the same.");
            return;
          }
          void call("password", "/api/user/change-password", { currentPassword, newPassword }).then((done) => {
            if (done) form.reset();
          });
        }}
      >
        <h3 className="text-lg font-semibold">Password</h3>
        <p className="text-sm text-gray-600">Changing it signs out every other device.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <CurrentPassword error={errorsOf("password").currentPassword} />
          <Field label="New password" error={errorsOf("password").newPassword} hint="8 to 64 characters.">
            {(a11y) => (
              <input {...a11y} name="newPassword" type="password" autoComplete="new-password" className={inputClass} />
            )}
          </Field>
          <Field label="New password, again">
            {(a11y) => (
              <input {...a11y} name="repeat" type="password" autoComplete="new-password" className={inputClass} />
            )}
          </Field>
        </div>
        <div>
          <button type="submit" className={buttonClass} disabled={!idle("password")}>
            Change password
          </button>
        </div>
      </form>

      <div className={SECTION}>
        <h3 className="text-lg font-semibold">Devices and data</h3>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={SECONDARY}
            disabled={!idle("everywhere")}
            onClick={() =>
              void call("everywhere", "/api/user/logout", { everywhere: true }).then((done) => done && leave("/login"))
            }
          >
            Sign out everywhere
          </button>
          <a href="/api/user/export" download className={SECONDARY}>
            Download my data (JSON)
          </a>
        </div>
      </div>

      <details className={`${SECTION} border-red-200`}>
        <summary className="cursor-pointer text-lg font-semibold text-red-800">Delete my account</summary>
        <form
          className="grid gap-3"
          aria-label="Delete my account"
          onSubmit={(event) => {
            event.preventDefault();
            void call("delete", "/api/user/delete-account", fieldsOf(event)).then((done) => done && leave("/"));
          }}
        >
          <p className="text-sm text-gray-700">
            Your profile, pictures, video and portfolio are deleted for good, and you are signed out everywhere. This
            cannot be undone.
          </p>
          <CurrentPassword error={errorsOf("delete").currentPassword} />
          <div>
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
              disabled={!idle("delete")}
            >
              Delete my account
            </button>
          </div>
        </form>
      </details>
    </section>
  );
}
