import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { PageWords } from "@/components/language/PageWords";
import { BlockDaysForm } from "@/components/rentals/BlockDaysForm";
import { CalendarFeed } from "@/components/rentals/CalendarFeed";
import { RentalTermsForm } from "@/components/rentals/RentalTermsForm";
import { signedInMember } from "@/lib/auth/signed-in";
import { policyWords } from "@/lib/rentals/booking-names";
import { profilePath } from "@/lib/profiles/paths";
import { BOOKINGS_PATH, RENTAL_SETTINGS_PATH } from "@/lib/rentals/paths";
import { myRental, rentsOut } from "@/lib/rentals/terms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Settings");
  return { title: t("rentals.title"), robots: { index: false } };
}

export default async function RentalSettingsPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${RENTAL_SETTINGS_PATH}`, locale: await currentLocale() });
  const t = await getTranslations("Settings");
  if (member.accountType !== "TALENT" || !rentsOut(member.category)) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t("rentals.title")}</h1>
        <p className="mt-2 text-gray-600">
          {t("rentals.notRenting")}{" "}
          {t.rich("rentals.bookInstead", {
            link: (chunks) => (
              <Link href={BOOKINGS_PATH} className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    );
  }
  const [{ terms, blocked, calendarFeed }, bookings] = await Promise.all([
    myRental(member),
    getTranslations("Bookings"),
  ]);
  // The policies' names and meanings, as the bookings pages show them.
  const policies = {
    flexible: policyWords(bookings, "flexible"),
    moderate: policyWords(bookings, "moderate"),
    strict: policyWords(bookings, "strict"),
  };
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("rentals.title")}</h1>
        <p className="mt-2 text-gray-600">
          {t.rich("rentals.lead", {
            profile: (chunks) => (
              <Link href={profilePath(member.id)} className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}{" "}
          {t.rich("rentals.requests", {
            bookings: (chunks) => (
              <Link href={BOOKINGS_PATH} className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}{" "}
          {bookings("noPayment")}
        </p>
      </div>
      <PageWords namespaces={["SettingsClient", "FormErrors"]}>
        <RentalTermsForm
          initial={
            terms && {
              dayRate: terms.dayRate,
              hourlyRate: terms.hourlyRate,
              minimumHours: terms.minimumHours,
              deposit: terms.deposit,
              cancellation: terms.cancellation,
              notes: terms.notes,
            }
          }
          location={member.category === "Locations"}
          policies={policies}
        />
        <BlockDaysForm blocked={blocked} />
        {terms && <CalendarFeed active={calendarFeed} />}
      </PageWords>
    </section>
  );
}
