import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { PageWords } from "@/components/language/PageWords";
import { ShortlistEditor } from "@/components/shortlists/ShortlistEditor";
import { signedInMember } from "@/lib/auth/signed-in";
import { AppError } from "@/lib/errors";
import { languageLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { SHORTLISTS_PATH, shortlistPath } from "@/lib/shortlists/paths";
import { readShortlist } from "@/lib/shortlists/shortlists";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Shortlists");
  return { title: t("metadata.shortlist"), robots: { index: false } };
}

export default async function ShortlistPage({ params }: PageProps<"/[locale]/shortlists/[id]">) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(shortlistPath(id))}`, locale: await currentLocale() });
  const shortlist = await readShortlist(member, id).catch((error: unknown) => {
    // Someone else's list is as invisible as one that does not exist.
    if (error instanceof AppError && (error.kind === "not-found" || error.kind === "forbidden")) notFound();
    throw error;
  });
  const [t, names] = await Promise.all([getTranslations("Shortlists"), getTranslations("Catalog")]);
  const subcategories = new Set(shortlist.items.map((i) => i.member.subcategory));
  const labels = Object.fromEntries([...subcategories].map((name) => [name, subcategoryLabel(names, name)]));
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <Link href={SHORTLISTS_PATH} className="text-sm text-brand-700 underline">
        {t("detail.back")}
      </Link>
      <PageWords namespaces={["ShortlistsClient", "FormErrors", "ProfileClient"]}>
        <ShortlistEditor
          shortlist={{
            ...shortlist,
            items: shortlist.items.map((item) => ({
              ...item,
              member: { ...item.member, languages: item.member.languages.map((l) => languageLabel(names, l)) },
            })),
          }}
          subcategoryLabels={labels}
        />
      </PageWords>
    </section>
  );
}
