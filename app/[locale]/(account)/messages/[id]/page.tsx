import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { ThreadView } from "@/components/messages/ThreadView";
import { signedInMember } from "@/lib/auth/signed-in";
import { conversationPath, readConversation } from "@/lib/conversations/conversations";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Conversation", robots: { index: false } };

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
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-8">
      <Link href="/messages" className="text-sm text-brand-700 underline">
        All messages
      </Link>
      <ThreadView initial={view} memberId={member.id} />
    </section>
  );
}
