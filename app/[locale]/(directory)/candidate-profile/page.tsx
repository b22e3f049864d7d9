import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { signedInMember } from "@/lib/auth/signed-in";
import { OWN_ORGANIZATION_PATH } from "@/lib/hiring/paths";
import { profilePath } from "@/lib/profiles/paths";

/** Without an id: the signed-in member's own profile (a hirer's studio page), or sign in first. */
export default async function OwnProfilePage() {
  const user = await signedInMember();
  if (!user) redirect({ href: "/login", locale: await currentLocale() });
  redirect({
    href: user.accountType === "HIRER" ? OWN_ORGANIZATION_PATH : profilePath(user.id),
    locale: await currentLocale(),
  });
}
