import { redirect } from "next/navigation";
import { sessionUser } from "@/lib/auth/session";
import { profilePath } from "@/lib/profiles/seo";

/** Without an id: the signed-in member's own profile, or sign in first. */
export default async function OwnProfilePage() {
  const user = await sessionUser();
  redirect(user ? profilePath(user.id) : "/login");
}
