import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { PageWords } from "@/components/language/PageWords";
import { ThreadView } from "@/components/messages/ThreadView";
import { signedInMember } from "@/lib/auth/signed-in";
import { conversationPath, readConversation } from "@/lib/conversations/conversations";
import { AppError } from "@/lib/errors";
import { partyRoleLabels } from "@/components/messages/party-role";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Inbox");
  return { title: t("conversation.title"), robots: { index: false } };
}

export default async function ConversationPage({ params }: PageProps<"/[locale]/messages/[id]">) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(conversationPath(id))}`, locale: await currentLocale() });
  const view = await readConversation(member, id).catch((error: unknown) => {
    // Someone else's thread is as invisible as one that does not exist.
    if (error instanceof AppError && (error.kind === "not-found" || error.kind === "forbidden")) notFound();
    throw error;
  });
  const [t, roleLabel] = await Promise.all([getTranslations("Inbox"), partyRoleLabels()]);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-8">
      <Link href="/messages" className="text-sm text-brand-700 underline">
        {t("conversation.allMessages")}
      </Link>
      {/* SiteClient: the thread's Report buttons (components/moderation/ReportButton.tsx). */}
      <PageWords namespaces={["InboxClient", "SiteClient"]}>
        <ThreadView initial={view} memberId={member.id} role={roleLabel(view.other.role)} />
      </PageWords>
    </section>
  );
}
