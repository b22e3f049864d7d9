import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { BlockDaysForm } from "@/components/rentals/BlockDaysForm";
import { CalendarFeed } from "@/components/rentals/CalendarFeed";
import { RentalTermsForm } from "@/components/rentals/RentalTermsForm";
import { signedInMember } from "@/lib/auth/signed-in";
import { profilePath } from "@/lib/profiles/seo";
import { NO_PAYMENT_NOTE } from "@/lib/rentals/options";
import { BOOKINGS_PATH, RENTAL_SETTINGS_PATH } from "@/lib/rentals/paths";
import { myRental, rentsOut } from "@/lib/rentals/terms";

export const metadata: Metadata = { title: "Rates and calendar", robots: { index: false } };

export default async function RentalSettingsPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${RENTAL_SETTINGS_PATH}`, locale: await currentLocale() });
  if (member.accountType !== "TALENT" || !rentsOut(member.category)) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">Rates and calendar</h1>
        <p className="mt-2 text-gray-600">
          Camera Unit and Locations members rent out by the day here. You can still{" "}
          <Link href={BOOKINGS_PATH} className="text-brand-700 underline">
            book a camera unit or a location
          </Link>
          .
        </p>
      </section>
    );
  }
  const { terms, blocked, calendarFeed } = await myRental(member);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Rates and calendar</h1>
        <p className="mt-2 text-gray-600">
          What renters see on{" "}
          <Link href={profilePath(member.id)} className="text-brand-700 underline">
            your profile
          </Link>
          , and the days they can ask for. Requests arrive in{" "}
          <Link href={BOOKINGS_PATH} className="text-brand-700 underline">
            Bookings
          </Link>
          . {NO_PAYMENT_NOTE}
        </p>
      </div>
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
      />
      <BlockDaysForm blocked={blocked} />
      {terms && <CalendarFeed active={calendarFeed} />}
    </section>
  );
}
