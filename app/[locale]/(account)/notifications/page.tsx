import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { signedInMember } from "@/lib/auth/signed-in";
import { dayLabel } from "@/lib/dates";
import { markAllRead, notificationsOf } from "@/lib/notifications/notices";

export const metadata: Metadata = { title: "Notifications", robots: { index: false } };

/** The member's notifications, newest first; opening the page marks them read (the new ones stay marked). */
export default async function NotificationsPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: "/login?callbackUrl=/notifications", locale: await currentLocale() });
  const { items } = await notificationsOf(member);
  await markAllRead(member);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Notifications</h1>
      {items.length === 0 ? (
        <p className="text-gray-600">Nothing yet. Decisions on your applications and closed calls show up here.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100" data-testid="notifications">
          {items.map((n) => (
            <li key={n.id} className={`p-4 ${n.readAt ? "" : "bg-brand-50"}`}>
              <Link href={n.link} className="font-semibold hover:text-brand-700">
                {n.title}
              </Link>
              {!n.readAt && <span className="ml-2 text-xs font-semibold text-brand-700">New</span>}
              <p className="mt-1 text-sm text-gray-700">{n.body}</p>
              <p className="mt-1 text-xs text-gray-500">{dayLabel(n.createdAt.toISOString())}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
