import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { BookingCard } from "@/components/rentals/BookingCard";
import { signedInMember } from "@/lib/auth/signed-in";
import { listBookings } from "@/lib/rentals/bookings";
import { NO_PAYMENT_NOTE } from "@/lib/rentals/options";
import { BOOKINGS_PATH, RENTAL_SETTINGS_PATH } from "@/lib/rentals/paths";
import { rentsOut } from "@/lib/rentals/terms";
import { listingPath } from "@/lib/catalog";

export const metadata: Metadata = { title: "Bookings", robots: { index: false } };

export default async function BookingsPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${BOOKINGS_PATH}`, locale: await currentLocale() });
  const bookings = await listBookings(member);
  const owner = bookings.filter((b) => b.role === "owner");
  const renter = bookings.filter((b) => b.role === "renter");
  const isOwner = rentsOut(member.category) && member.accountType === "TALENT";
  return (
    <section className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Bookings</h1>
        <p className="mt-2 text-gray-600">
          Camera units and locations you asked to book{isOwner ? ", and the requests for yours" : ""}. {NO_PAYMENT_NOTE}
        </p>
        {isOwner && (
          <Link href={RENTAL_SETTINGS_PATH} className="mt-2 inline-block text-sm text-brand-700 underline">
            Your rates and calendar
          </Link>
        )}
      </div>
      {(isOwner || owner.length > 0) && (
        <div className="grid gap-4" data-testid="owner-bookings">
          <h2 className="text-xl font-semibold">
            Requests for your {member.category === "Locations" ? "place" : "gear"}
          </h2>
          {owner.length ? (
            owner.map((b) => <BookingCard key={b.id} booking={b} />)
          ) : (
            <p className="text-gray-600">No requests yet.</p>
          )}
        </div>
      )}
      <div className="grid gap-4" data-testid="renter-bookings">
        <h2 className="text-xl font-semibold">Your requests</h2>
        {renter.length ? (
          renter.map((b) => <BookingCard key={b.id} booking={b} />)
        ) : (
          <p className="text-gray-600">
            You have not asked to book anything yet. Find{" "}
            <Link href={listingPath("Camera Unit")} className="text-brand-700 underline">
              camera units
            </Link>{" "}
            and{" "}
            <Link href={listingPath("Locations")} className="text-brand-700 underline">
              locations
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}
