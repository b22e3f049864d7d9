import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { PageWords } from "@/components/language/PageWords";
import { BookingCard } from "@/components/rentals/BookingCard";
import { signedInMember } from "@/lib/auth/signed-in";
import { listBookings } from "@/lib/rentals/bookings";
import { BOOKINGS_PATH, RENTAL_SETTINGS_PATH } from "@/lib/rentals/paths";
import { rentsOut } from "@/lib/rentals/terms";
import { listingPath } from "@/lib/catalog";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Bookings");
  return { title: t("metadata.bookings"), robots: { index: false } };
}

export default async function BookingsPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${BOOKINGS_PATH}`, locale: await currentLocale() });
  const [bookings, t] = await Promise.all([listBookings(member), getTranslations("Bookings")]);
  const owner = bookings.filter((b) => b.role === "owner");
  const renter = bookings.filter((b) => b.role === "renter");
  const isOwner = rentsOut(member.category) && member.accountType === "TALENT";
  return (
    <PageWords namespaces={["BookingsClient", "InboxClient", "FormErrors"]}>
      <section className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
        <div>
          <h1 className="text-3xl font-bold">{t("list.heading")}</h1>
          <p className="mt-2 text-gray-600">
            {isOwner ? t("list.introOwner") : t("list.intro")} {t("noPayment")}
          </p>
          {isOwner && (
            <Link href={RENTAL_SETTINGS_PATH} className="mt-2 inline-block text-sm text-brand-700 underline">
              {t("list.yourRates")}
            </Link>
          )}
        </div>
        {(isOwner || owner.length > 0) && (
          <div className="grid gap-4" data-testid="owner-bookings">
            <h2 className="text-xl font-semibold">
              {member.category === "Locations" ? t("list.requestsForPlace") : t("list.requestsForGear")}
            </h2>
            {owner.length ? (
              owner.map((b) => <BookingCard key={b.id} booking={b} />)
            ) : (
              <p className="text-gray-600">{t("list.noRequests")}</p>
            )}
          </div>
        )}
        <div className="grid gap-4" data-testid="renter-bookings">
          <h2 className="text-xl font-semibold">{t("list.yourRequests")}</h2>
          {renter.length ? (
            renter.map((b) => <BookingCard key={b.id} booking={b} />)
          ) : (
            <p className="text-gray-600">
              {t.rich("list.nothingYet", {
                units: (chunks) => (
                  <Link href={listingPath("Camera Unit")} className="text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
                places: (chunks) => (
                  <Link href={listingPath("Locations")} className="text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </div>
      </section>
    </PageWords>
  );
}
