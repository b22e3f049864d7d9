"use client";

// Next.js's own Link: the whole-document error page (app/global-error.tsx) renders outside the languages' provider.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/errors";
import { DEFAULT_LOCALE, isLocale, localisedPath } from "@/lib/i18n/locales";

/** The panel's words, in one language. */
interface ErrorWords {
  failed: string;
  unavailable: string;
  unavailableText: string;
  tryAgainSoon: string;
  tryAgain: string;
  backHome: string;
}

interface Props {
  error: unknown;
  retry: () => void;
  /** What could not be shown, e.g. "This listing could not be shown." */
  what: string;
  words: ErrorWords;
  /** The home page's address in the page's language. */
  home?: string;
}

// What a page shows when rendering it failed. Production hides server error messages from the browser,
// so the database case is told apart by the digest lib/server/db.ts stamps on it.
export function ErrorPanel({ error, retry, what, words, home = "/" }: Props) {
  const digest = error && typeof error === "object" ? (error as { digest?: unknown }).digest : undefined;
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{unavailable ? words.unavailable : words.failed}</h1>
      <p className="mt-4 text-gray-700">{unavailable ? words.unavailableText : `${what} ${words.tryAgainSoon}`}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {words.tryAgain}
        </button>
        <Link
          href={home}
          className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {words.backHome}
        </Link>
      </div>
    </section>
  );
}

/**
 * The panel of the error pages inside the site's layout (the error.tsx files under app/[locale]), in the page's
 * language: its words are LayoutClient's (`error.*`), which every page carries.
 */
export function PageErrorPanel({
  error,
  retry,
  what,
}: {
  error: unknown;
  retry: () => void;
  /** What could not be shown: a page, an account page, a listing's profiles. */
  what: "page" | "account" | "profiles";
}) {
  const t = useTranslations("LayoutClient");
  const current = useLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const words: ErrorWords = {
    failed: t("error.failed"),
    unavailable: t("error.unavailable"),
    unavailableText: t("error.unavailableText"),
    tryAgainSoon: t("error.tryAgainSoon"),
    tryAgain: t("error.tryAgain"),
    backHome: t("error.backHome"),
  };
  const whatText =
    what === "account" ? t("error.account") : what === "profiles" ? t("error.profiles") : t("error.page");
  return <ErrorPanel error={error} retry={retry} what={whatText} words={words} home={localisedPath(locale, "/")} />;
}
