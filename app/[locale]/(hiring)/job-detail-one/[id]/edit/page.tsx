import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { CallForm } from "@/components/hiring/CallForm";
import { CallReviewNotice } from "@/components/hiring/CallReviewNotice";
import { PageWords } from "@/components/language/PageWords";
import { signedInMember } from "@/lib/auth/signed-in";
import { findOwnCall } from "@/lib/hiring/calls";
import { callEditPath, callPath, callPreviewPath } from "@/lib/hiring/paths";
import { callFormValues } from "@/lib/hiring/present";
import { callFormNames, lockedRoles } from "@/components/hiring/call-form-names";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Posting");
  return { title: t("edit.title"), robots: { index: false } };
}

/** The poster edits their call, public, held or hidden; anyone else finds nothing here. */
export default async function EditCallPage({ params }: PageProps<"/[locale]/job-detail-one/[id]/edit">) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(callEditPath(id))}`, locale: await currentLocale() });
  const own = await findOwnCall(member, id);
  if (!own) notFound();
  const { call, applications } = own;
  const [t, names, roles] = await Promise.all([
    getTranslations("Posting"),
    callFormNames(),
    applications > 0 ? lockedRoles(call.roles) : undefined,
  ]);
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <p className="text-sm text-gray-600">
          <Link href={call.review ? callPreviewPath(call.id) : callPath(call.id)} className="underline">
            {call.title}
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold">{t("edit.title")}</h1>
        <p className="mt-2 text-gray-600">{t("edit.lead")}</p>
      </div>
      <CallReviewNotice call={call} />
      <PageWords namespaces={["PostingClient", "FormErrors", "JobsClient"]}>
        <CallForm
          initial={callFormValues(call)}
          editing={{ id: call.id, postedAt: call.postedAt, applications, roles }}
          names={names}
        />
      </PageWords>
    </section>
  );
}
