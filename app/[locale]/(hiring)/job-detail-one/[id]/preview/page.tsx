import type { Metadata } from "next";
import { PageWords } from "@/components/language/PageWords";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { CallReviewNotice } from "@/components/hiring/CallReviewNotice";
import { CallDetail } from "@/components/jobs/CallDetail";
import { signedInMember } from "@/lib/auth/signed-in";
import { callForReview, findOwnCall } from "@/lib/hiring/calls";
import { callPath, callPreviewPath } from "@/lib/hiring/paths";
import { isAdmin } from "@/lib/moderation/queue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Posting");
  return { title: t("preview.title"), robots: { index: false } };
}

/**
 * A call that is not public (held for review, or hidden by an admin) as its poster sees it, with why (and as
 * admins reviewing it do); rendered per request, never cached. Anyone else finds nothing; a public call is at
 * its own address.
 */
export default async function OwnCallPreviewPage({ params }: PageProps<"/[locale]/job-detail-one/[id]/preview">) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(callPreviewPath(id))}`, locale: await currentLocale() });
  const call = (await findOwnCall(member, id))?.call ?? ((await isAdmin(member.id)) ? await callForReview(id) : null);
  if (!call) notFound();
  if (!call.review) redirect({ href: callPath(id), locale: await currentLocale() });
  const t = await getTranslations("Posting");
  return (
    <PageWords namespaces={["JobsClient"]}>
      <CallDetail
        call={call}
        related={[]}
        notice={<CallReviewNotice call={call} />}
        apply={<p className="font-semibold text-gray-700">{t("preview.notPublic")}</p>}
      />
    </PageWords>
  );
}
