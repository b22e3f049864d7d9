import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { ConversationList } from "@/components/messages/ConversationList";
import { signedInMember } from "@/lib/auth/signed-in";
import { listConversations } from "@/lib/conversations/conversations";

export const metadata: Metadata = { title: "Messages", robots: { index: false } };

export default async function MessagesPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: "/login?callbackUrl=/messages", locale: await currentLocale() });
  const conversations = await listConversations(member);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Messages</h1>
        <p className="mt-2 text-gray-600">
          Private conversations with casting teams and members. Your email and phone stay private unless you share them.
        </p>
      </div>
      {conversations.length === 0 ? (
        <p className="text-gray-600">
          No messages yet. Start one from a profile, a casting call or an application.{" "}
          <Link href="/search" className="text-brand-700 underline">
            Search profiles
          </Link>
        </p>
      ) : (
        <ConversationList conversations={conversations} />
      )}
    </section>
  );
}
