import "server-only";
import { findCategory, memberNoun, withArticle } from "../catalog.ts";
import { mediaUrl } from "../storage/urls.ts";
import { config } from "../server/config.ts";
import { SITE_NAME } from "../site.ts";
import { profilePath } from "./paths.ts";
import type { PublicUser } from "./views.ts";

/** One or two sentences that introduce a member, from what their profile says. */
export function introduction(user: PublicUser): string {
  const d = user.additionalDetails;
  const said = (key: string) => (typeof d[key] === "string" ? d[key] : "");
  const city = said("city");
  const base =
    findCategory(user.category)?.kind === "location"
      ? `${user.name} is ${withArticle(memberNoun(user.subcategory).toLowerCase())} shooting location${city ? ` in ${city}` : ""}, listed on ${SITE_NAME}.`
      : `${user.name} is ${withArticle(memberNoun(user.subcategory))} (${user.category})${city ? ` based in ${city}` : ""} on ${SITE_NAME}.`;
  const aim = said("aim");
  const specialization = said("specialization");
  const extra =
    said("description") || (aim && `Aim: ${aim}.`) || (specialization && `Specialises in ${specialization}.`);
  return extra ? `${base} ${extra}` : base;
}

/** What a rental profile adds to its structured data: the day rate as an Offer, and its renters' rating. */
export interface RentalFacts {
  dayRate: number;
  rating: { average: number | null; count: number };
}

function rentalData(url: string, rental: RentalFacts | undefined): Record<string, unknown> {
  if (!rental) return {};
  return {
    offers: {
      "@type": "Offer",
      url,
      price: rental.dayRate,
      priceCurrency: "INR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: rental.dayRate,
        priceCurrency: "INR",
        unitCode: "DAY",
      },
    },
    aggregateRating:
      rental.rating.count && rental.rating.average !== null
        ? {
            "@type": "AggregateRating",
            ratingValue: rental.rating.average,
            reviewCount: rental.rating.count,
            bestRating: 5,
          }
        : undefined,
  };
}

/**
 * schema.org structured data: a Person, or a Place for locations, or a Product for camera units; a rental
 * with rates is also offered (a location with rates is a Place and a Product, since only products carry offers).
 */
export function structuredData(user: PublicUser, rental?: RentalFacts): Record<string, unknown> {
  const category = findCategory(user.category);
  const url = `${config.siteUrl}${profilePath(user._id)}`;
  const image = mediaUrl(user.profilePic) ? `${config.siteUrl}${mediaUrl(user.profilePic)}` : undefined;
  const city = user.additionalDetails.city;
  const common = { "@context": "https://schema.org", name: user.name, url, image, description: introduction(user) };
  switch (category?.schemaType) {
    case "Place":
      return {
        ...common,
        "@type": rental ? ["Place", "Product"] : "Place",
        address: city ? { "@type": "PostalAddress", addressLocality: city } : undefined,
        ...rentalData(url, rental),
      };
    case "Product":
      return {
        ...common,
        "@type": "Product",
        category: user.subcategory,
        brand: user.additionalDetails.brand ? { "@type": "Brand", name: user.additionalDetails.brand } : undefined,
        ...rentalData(url, rental),
      };
    default:
      return {
        ...common,
        "@type": "Person",
        jobTitle: memberNoun(user.subcategory),
        homeLocation: city ? { "@type": "Place", name: city } : undefined,
      };
  }
}
