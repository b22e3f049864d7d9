import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PushToggle } from "@/components/pwa/PushToggle";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { signedInMember } from "@/lib/auth/signed-in";
import { dayLabel } from "@/lib/i18n/date-labels";
import { markAllRead, notificationsToRead } from "@/lib/notifications/notices";
import type { NoticeReader } from "@/lib/notifications/words";
import { byRuntimeKey } from "@/lib/i18n/runtime-keys";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Notices.page");
  return { title: t("title"), robots: { index: false } };
}

/**
 * The member's notifications, newest first, in the page's language (a notice recorded before notices kept
 * their words reads as it was written); opening the page marks them read (the new ones stay marked).
 */
export default async function NotificationsPage() {
  const locale = await currentLocale();
  const member = await signedInMember();
  if (!member) redirect({ href: "/login?callbackUrl=/notifications", locale });
  const [t, notices, catalog] = await Promise.all([
    getTranslations("Notices.page"),
    getTranslations("Notices"),
    getTranslations("Catalog"),
  ]);
  const reader: NoticeReader = { locale, t: byRuntimeKey(notices), catalog };
  const items = await notificationsToRead(member, reader);
  await markAllRead(member);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <PushToggle />
      {items.length === 0 ? (
        <p className="text-gray-600">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100" data-testid="notifications">
          {items.map((n) => (
            <li key={n.id} className={`p-4 ${n.readAt ? "" : "bg-brand-50"}`}>
              <Link href={n.link} className="font-semibold break-words hover:text-brand-700">
                {n.title}
              </Link>
              {!n.readAt && <span className="ml-2 text-xs font-semibold text-brand-700">{t("new")}</span>}
              <p className="mt-1 text-sm break-words text-gray-700">{n.body}</p>
              <p className="mt-1 text-xs text-gray-500">{dayLabel(n.createdAt.toISOString(), "short", locale)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
