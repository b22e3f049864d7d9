import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { ConversationList } from "@/components/messages/ConversationList";
import { PageWords } from "@/components/language/PageWords";
import { signedInMember } from "@/lib/auth/signed-in";
import { listConversations } from "@/lib/conversations/conversations";
import type { ConversationSummary } from "@/lib/conversations/views";
import { partyRoleLabels } from "@/components/messages/party-role";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Inbox");
  return { title: t("title"), robots: { index: false } };
}

export default async function MessagesPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: "/login?callbackUrl=/messages", locale: await currentLocale() });
  const [found, t, words, roleLabel] = await Promise.all([
    listConversations(member),
    getTranslations("Inbox"),
    getTranslations("InboxClient"),
    partyRoleLabels(),
  ]);
  // In the page's language: who each other member is, and a last message an admin removed.
  const conversations = found.map((c): ConversationSummary => ({
    ...c,
    other: { ...c.other, role: roleLabel(c.other.role) },
    lastMessage: c.lastMessage?.removed ? { ...c.lastMessage, body: words("thread.removed") } : c.lastMessage,
  }));
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-gray-600">{t("lead")}</p>
      </div>
      {conversations.length === 0 ? (
        <p className="text-gray-600">
          {t("empty")}{" "}
          <Link href="/search" className="text-brand-700 underline">
            {t("searchProfiles")}
          </Link>
        </p>
      ) : (
        <PageWords namespaces={["InboxClient"]}>
          <ConversationList conversations={conversations} />
        </PageWords>
      )}
    </section>
  );
}
