import "server-only";
import { config } from "../server/config.ts";
import { mediaUrl } from "../storage/urls.ts";
import { SITE_NAME } from "../site.ts";
import type { CallView } from "./views.ts";
import { callPath } from "./paths.ts";

/** schema.org JobPosting, one per role of an open call (search engines list each role as a job). */
export function jobPostings(call: CallView): Record<string, unknown>[] {
  const logo = mediaUrl(call.organization.logo);
  return call.roles.map((role) => ({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: `${role.name}: ${call.projectTitle}`,
    description: `${role.description}\n\n${call.description}`,
    datePosted: call.postedAt,
    validThrough: call.deadlineAt,
    employmentType: "CONTRACTOR",
    hiringOrganization: {
      "@type": "Organization",
      name: call.organization.name,
      sameAs: call.organization.website ?? undefined,
      logo: logo ? `${config.siteUrl}${logo}` : undefined,
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: call.city, addressCountry: "IN" },
    },
    totalJobOpenings: role.openings,
    url: `${config.siteUrl}${callPath(call.id)}`,
    directApply: true,
    ...(role.paid && role.payMin !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: {
              "@type": "QuantitativeValue",
              minValue: role.payMin,
              maxValue: role.payMax ?? role.payMin,
              unitText: "PROJECT",
            },
          },
        }
      : {}),
    industry: `Film and media (${SITE_NAME})`,
  }));
}
