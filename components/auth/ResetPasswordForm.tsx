"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClass, inputClass } from "../forms/Field";

/** The reset screen of the spec: an email and a Send button, with no call behind it yet. */
export function ResetPasswordForm() {
  const [sent, setSent] = useState(false);
  return sent ? (
    <div className="grid gap-4 text-sm">
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
        Password reset by email is not available yet. Please write to us from the contact page with the email of your
        account and we will help you sign in.
      </p>
      <Link href="/contactus" className={buttonClass}>
        Contact us
      </Link>
    </div>
  ) : (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <label className="grid gap-1 text-sm font-medium">
        Email
        <input name="email" type="email" required autoComplete="email" className={inputClass} />
      </label>
      <button type="submit" className={buttonClass}>
        Send
      </button>
      <Link href="/login" className="text-center text-sm text-brand-700 underline">
        Back to sign in
      </Link>
    </form>
  );
}
