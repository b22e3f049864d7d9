import Link from "next/link";
import { BUTTON } from "@/components/ui/styles";

/**
 * The hero's calls to action: UPDATE PROFILE for a signed-in member, REGISTER HERE for a visitor; a
 * signed-in hirer is offered to post a casting call first.
 */
export function HeroActions({ signedIn, hirer = false }: { signedIn: boolean; hirer?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {signedIn && hirer && (
        <Link href="/post-a-call" className={BUTTON.primary}>
          POST A CASTING CALL
        </Link>
      )}
      {signedIn ? (
        <Link href="/candidate-profile-setting" className={hirer ? BUTTON.onDark : BUTTON.primary}>
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
