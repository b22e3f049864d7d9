import type { Metadata } from "next";
import { AboutBlock } from "@/components/home/AboutBlock";
import { ChatHelpLink } from "@/components/home/ChatHelpLink";
import { FaqWithVideo } from "@/components/home/FaqWithVideo";
import { FeaturesBlock } from "@/components/home/FeaturesBlock";
import { Hero } from "@/components/home/Hero";
import { HomeJobs } from "@/components/home/HomeJobs";
import { JoinBanner } from "@/components/home/JoinBanner";
import { PopularCategories } from "@/components/home/PopularCategories";

export const metadata: Metadata = {
  description:
    "Castfolio is the film industry's talent and casting marketplace: actors, technicians, writers, directors, musicians, camera units and shooting locations, with casting calls from verified studios.",
  alternates: { canonical: "/" },
};

export default function HomePage() {
  // The accounts work wires the session here; until then every visitor sees REGISTER HERE.
  const signedIn = false;
  return (
    <>
      <Hero signedIn={signedIn} />
      <AboutBlock />
      <FeaturesBlock />
      <PopularCategories />
      <HomeJobs />
      <FaqWithVideo />
      <JoinBanner signedIn={signedIn} />
      <ChatHelpLink />
    </>
  );
}
