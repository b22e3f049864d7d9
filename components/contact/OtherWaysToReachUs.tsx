import { Link } from "@/lib/i18n/navigation";

/** On the contact page when no support telephone, email or WhatsApp is configured: what works instead. */
export function OtherWaysToReachUs() {
  return (
    <section aria-labelledby="other-ways" data-testid="other-ways" className="rounded-2xl bg-gray-50 p-6">
      <h2 id="other-ways" className="text-xl font-bold">
        How to reach us
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-gray-700">
        <li>
          Most questions about registering, uploads, listings and privacy are answered in the{" "}
          <Link href="/faq" className="font-semibold text-brand-700 underline">
            FAQ
          </Link>
          .
        </li>
        <li>
          To tell us about a profile, casting call or message that breaks the rules, use the Report link on it (once
          signed in): it goes straight to our moderators.
        </li>
        <li>
          To reach a member or a studio&apos;s casting team, use the Message button on their profile or casting call:
          members&apos; own contact details stay private.
        </li>
      </ul>
    </section>
  );
}
