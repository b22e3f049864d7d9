import Link from "next/link";
import { BUTTON } from "@/components/ui/styles";

/** The hero's calls to action: UPDATE PROFILE for a signed-in member, REGISTER HERE for a visitor. */
export function HeroActions({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {signedIn ? (
        <Link href="/candidate-profile-setting" className={BUTTON.primary}>
          UPDATE PROFILE
        </Link>
      ) : (
        <Link href="/signup" className={BUTTON.primary}>
          REGISTER HERE
        </Link>
      )}
      {/* "Learn more" alone tells search engines nothing about the page it leads to. */}
      <Link href="/aboutus" className={BUTTON.onDark}>
        LEARN MORE<span className="sr-only"> about Castfolio</span>
      </Link>
    </div>
  );
}
