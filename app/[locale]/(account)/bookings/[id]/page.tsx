import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { PageWords } from "@/components/language/PageWords";
import { BookingCard } from "@/components/rentals/BookingCard";
import { signedInMember } from "@/lib/auth/signed-in";
import { AppError } from "@/lib/errors";
import { getBooking } from "@/lib/rentals/bookings";
import { BOOKINGS_PATH, bookingPath } from "@/lib/rentals/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Bookings");
  return { title: t("metadata.booking"), robots: { index: false } };
}

export default async function BookingPage({ params }: PageProps<"/[locale]/bookings/[id]">) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(bookingPath(id))}`, locale: await currentLocale() });
  const booking = await getBooking(member, id).catch((error: unknown) => {
    if (error instanceof AppError && (error.kind === "not-found" || error.kind === "forbidden")) notFound();
    throw error;
  });
  const t = await getTranslations("Bookings");
  return (
    <PageWords namespaces={["BookingsClient", "InboxClient", "FormErrors"]}>
      <section className="mx-auto grid max-w-3xl gap-4 px-4 py-10">
        <Link href={BOOKINGS_PATH} className="text-sm text-brand-700 underline">
          ← {t("detail.back")}
        </Link>
        <BookingCard booking={booking} full />
        <p className="text-xs text-gray-600">{t("noPayment")}</p>
      </section>
    </PageWords>
  );
}
