import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { sessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile settings", robots: { index: false } };

export default async function ProfileSettingsPage() {
  const user = await sessionUser();
  if (!user) redirect("/login");
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Profile settings</h1>
      <p className="mt-2 text-gray-600" data-testid="settings-member">
        {user.name} · {user.subcategory} ({user.category})
      </p>
    </section>
  );
}
