import type { Metadata } from "next";
import { AboutBlock } from "@/components/home/AboutBlock";
import { ChatHelpLink } from "@/components/home/ChatHelpLink";
import { FaqWithVideo } from "@/components/home/FaqWithVideo";
import { FeaturesBlock } from "@/components/home/FeaturesBlock";
import { Hero } from "@/components/home/Hero";
import { HomeJobs } from "@/components/home/HomeJobs";
import { JoinBanner } from "@/components/home/JoinBanner";
import { PopularCategories } from "@/components/home/PopularCategories";
import { VisitorsOnly } from "@/components/home/SessionAware";

export const metadata: Metadata = {
  description:
    "Castfolio is the film industry's talent and casting marketplace: actors, technicians, writers, directors, musicians, camera units and shooting locations, with casting calls from verified studios.",
  alternates: { canonical: "/" },
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <AboutBlock />
      <FeaturesBlock />
      <PopularCategories />
      <HomeJobs />
      <FaqWithVideo />
      <VisitorsOnly>
        <JoinBanner />
      </VisitorsOnly>
      <ChatHelpLink />
    </>
  );
}
