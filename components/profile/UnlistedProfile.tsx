import Link from "next/link";
import { OwnerOnly } from "./OwnerOnly";
import { memberNoun, withArticle } from "@/lib/catalog";

/**
 * A profile that is not public yet (lib/profiles/listed.ts): visitors read that it is being set up; the
 * member, once the browser knows who is looking, reads what makes it public.
 */
export function UnlistedProfile({
  memberId,
  name,
  subcategory,
}: {
  memberId: string;
  name: string;
  subcategory: string;
}) {
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center" data-testid="unlisted-profile">
      <h1 className="text-2xl font-bold">{name}</h1>
      <p className="text-gray-700">
        {name} has joined Castfolio as {withArticle(memberNoun(subcategory).toLowerCase())} and is still setting up this
        profile. It is not public yet.
      </p>
      <OwnerOnly memberId={memberId}>
        <div
          className="grid gap-3 rounded-2xl bg-amber-50 p-5 text-left text-amber-950"
          data-testid="unlisted-owner-note"
        >
          <p className="font-semibold">Only you can see this note.</p>
          <p>
            Your profile appears in listings and search, and to casting teams, once you add a profile picture or fill in
            your details.
          </p>
          <Link
            href="/candidate-profile-setting"
            className="justify-self-start rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white"
          >
            Complete your profile
          </Link>
        </div>
      </OwnerOnly>
    </section>
  );
}
