"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/link";
import { useSession } from "@/lib/client/session";
import { buttonClass, inputClass } from "../forms/Field";

/** The lock screen: the signed-in member's name and a password field; no call is made. */
export function LockScreen() {
  const t = useTranslations("AuthClient");
  const { data: session, status } = useSession();
  const router = useRouter();
  if (status === "loading") return <p className="text-sm text-gray-600">{t("lock.loading")}</p>;
  if (!session) {
    return (
      <p className="text-sm">
        {t.rich("lock.notSignedIn", {
          link: (chunks) => (
            <Link href="/login" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        router.push("/");
      }}
    >
      <p className="text-lg font-semibold" data-testid="locked-user">
        {session.user.name}
      </p>
      <label className="grid gap-1 text-sm font-medium">
        {t("lock.password")}
        <input type="password" required autoComplete="current-password" className={inputClass} />
      </label>
      <button type="submit" className={buttonClass}>
        {t("lock.unlock")}
      </button>
    </form>
  );
}
