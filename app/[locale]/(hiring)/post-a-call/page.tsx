import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { CallForm } from "@/components/hiring/CallForm";
import { PageWords } from "@/components/language/PageWords";
import { signedInMember } from "@/lib/auth/signed-in";
import { findOwnCall } from "@/lib/hiring/calls";
import { organizationOfMember } from "@/lib/hiring/organizations";
import { CALLS_PATH, callEditPath } from "@/lib/hiring/paths";
import { duplicateFormValues } from "@/lib/hiring/present";
import { callFormNames } from "@/components/hiring/call-form-names";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Posting");
  return { title: t("post.title"), robots: { index: false } };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A new casting call: blank, or with `?from=<id>` a copy of one of the member's own calls (anyone else's is
 * not found). `?edit=<id>` is the call's edit page.
 */
export default async function PostCallPage({ searchParams }: PageProps<"/[locale]/post-a-call">) {
  const search = await searchParams;
  const [from, edit] = [first(search.from), first(search.edit)];
  if (edit) redirect({ href: callEditPath(encodeURIComponent(edit)), locale: await currentLocale() });
  const member = await signedInMember();
  if (!member) {
    const here = from ? `/post-a-call?from=${encodeURIComponent(from)}` : "/post-a-call";
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(here)}`, locale: await currentLocale() });
  }
  const t = await getTranslations("Posting");
  const organization = await organizationOfMember(member);
  if (!organization) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t("post.title")}</h1>
        <p className="mt-4 text-gray-600">{t("post.talentOnly")}</p>
        <Link href={CALLS_PATH} className="mt-6 inline-block text-brand-700 underline">
          {t("post.browse")}
        </Link>
      </section>
    );
  }
  const original = from ? await findOwnCall(member, from) : null;
  if (from && !original) notFound();
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("post.title")}</h1>
        <p className="mt-2 text-gray-600">{t("post.lead", { organization: organization.name })}</p>
        {original && (
          <p role="note" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-ink-800" data-testid="duplicate-note">
            {t("post.copy", { title: original.call.title })}
          </p>
        )}
      </div>
      <PageWords namespaces={["PostingClient", "FormErrors", "JobsClient"]}>
        <CallForm initial={original ? duplicateFormValues(original.call) : undefined} names={await callFormNames()} />
      </PageWords>
    </section>
  );
}
