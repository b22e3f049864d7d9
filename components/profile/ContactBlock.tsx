import Link from "next/link";
import type { SupportContact } from "@/lib/content/contact";

/**
 * The profile's Contact Us block: Castfolio's own support team, for a casting enquiry about the
 * member, whose own contact details stay private. Only the ways this server is configured with
 * (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS); with neither an email nor a telephone there is no block.
 */
export function ContactBlock({ name, support }: { name: string; support: SupportContact }) {
  const ways = support.cards.filter((card) => card.icon === "mail" || card.icon === "phone");
  if (!ways.length) return null;
  return (
    <aside className="rounded-2xl border border-gray-100 p-5" aria-labelledby="contact-us">
      <h2 id="contact-us" className="text-base font-semibold">
        Contact Us
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Questions about casting or booking {name}? Castfolio&apos;s team helps; the Message button reaches {name}{" "}
        directly.
      </p>
      <ul className="mt-3 grid gap-1 text-sm">
        {ways.map((card) => (
          <li key={card.icon}>
            {card.icon === "mail" ? "Email" : "Phone"}:{" "}
            <a className="text-brand-700 underline" href={card.link.href}>
              {card.link.label}
            </a>
          </li>
        ))}
        {support.hours && <li>Hours: {support.hours}</li>}
      </ul>
      <Link href="/contactus" className="mt-3 inline-block text-sm text-brand-700 underline">
        All the ways to reach us
      </Link>
    </aside>
  );
}
