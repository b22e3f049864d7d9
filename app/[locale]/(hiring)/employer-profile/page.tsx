import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { signedInMember } from "@/lib/auth/signed-in";
import { organizationOfMember } from "@/lib/hiring/organizations";
import { organizationPath } from "@/lib/hiring/paths";

/** Without an id: a hirer's own organisation; anyone else the list of studios. */
export default async function OwnEmployerProfilePage() {
  const member = await signedInMember();
  const own = member && (await organizationOfMember(member));
  redirect({ href: own ? organizationPath(own.id) : "/employers", locale: await currentLocale() });
}
