import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { SignupForm } from "@/components/auth/SignupForm";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Create your profile",
    description:
      "Register on Castfolio as an artist, technician, writer, director, musician, camera unit or location owner.",
    alternates: await pageAlternates("/signup"),
  };
}

/** `/signup?as=hirer` opens the form with "I'm hiring" chosen (the home page's link for casting teams). */
export default async function SignupPage({ searchParams }: PageProps<"/[locale]/signup">) {
  const as = (await searchParams).as;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Fields marked * are required. You will add photos, a show reel and your details after signing in."
    >
      <SignupForm initialChoice={as === "hirer" ? "hirer" : "talent"} />
    </AuthCard>
  );
}
