import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";

/** On the contact page when no support telephone, email or WhatsApp is configured: what works instead. */
export function OtherWaysToReachUs() {
  const t = useTranslations("Site");
  return (
    <section aria-labelledby="other-ways" data-testid="other-ways" className="rounded-2xl bg-gray-50 p-6">
      <h2 id="other-ways" className="text-xl font-bold">
        {t("contact.otherWays.title")}
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-gray-700">
        <li>
          {t.rich("contact.otherWays.faq", {
            link: (chunks) => (
              <Link href="/faq" className="font-semibold text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </li>
        <li>{t("contact.otherWays.report")}</li>
        <li>{t("contact.otherWays.message")}</li>
      </ul>
    </section>
  );
}
