// Marketing copy of the about and How it works pages (the home's words are in messages/*/Home.json). The
// feature list is ordered: the home shows its first HOME_FEATURE_COUNT, in the catalogs.

export type FeatureIcon =
  "megaphone" | "clapper" | "handshake" | "workshop" | "badge" | "profile" | "scales" | "camera";

export interface Feature {
  icon: FeatureIcon;
  title: string;
  text: string;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: "megaphone",
    title: "Casting Calls",
    text: "Open calls for feature films, web series, ad films and music videos, posted by the people who run the auditions.",
  },
  {
    icon: "clapper",
    title: "Production Support",
    text: "Line up crews, camera units and shooting locations for your next schedule from one set of listings.",
  },
  {
    icon: "handshake",
    title: "Industry Connections",
    text: "Meet directors, producers, technicians and fellow artists across Telugu, Hindi, Tamil, Kannada and Malayalam cinema.",
  },
  {
    icon: "workshop",
    title: "Workshops & Training",
    text: "Acting, dance, camera and editing workshops run with working professionals, to sharpen your craft between projects.",
  },
  {
    icon: "badge",
    title: "Verified Job Opportunities",
    text: "Studios and production houses are checked before their openings go live, so you spend your time on real auditions.",
  },
  {
    icon: "profile",
    title: "Easy Profile Creation",
    text: "Photos, a show reel and a portfolio in a few minutes, with the details a casting director asks for first.",
  },
  {
    icon: "scales",
    title: "Transparent Selection",
    text: "Every opening states its role, dates, pay and number of openings up front. No hidden fees, ever.",
  },
  {
    icon: "camera",
    title: "Direct Connections with Filmmakers",
    text: "Casting directors reach you through your profile, without agents or middlemen standing in between.",
  },
];

/** How it works (/services): the member's path, then the filmmaker's. */
export const MEMBER_STEPS = [
  {
    title: "Register in your category",
    text: "Choose one of the six categories and the subcategory that describes your work: Heroine, Focus Puller, Dubbing, Farmhouse and many more.",
  },
  {
    title: "Build your profile",
    text: "Add photos, one show reel and a portfolio, then fill in the details casting directors filter on: city, languages, experience, measurements or equipment.",
  },
  {
    title: "Get discovered",
    text: "Your profile appears in its category listing the moment you save it. Filmmakers browse, open your profile and copy its link to share with their team.",
  },
  {
    title: "Land the role",
    text: "Casting directors and production houses contact you directly. Keep your profile current between projects so you are ready for the next call.",
  },
] as const;

export const FILMMAKER_STEPS = [
  {
    title: "Browse by category",
    text: "Open any subcategory from the menu: artists by character type, technicians by department, locations by kind of place.",
  },
  {
    title: "Shortlist profiles",
    text: "Compare photos, show reels and portfolios side by side, and copy profile links into your casting sheet.",
  },
  {
    title: "Post openings",
    text: "Studios and production houses publish verified openings with role, dates, pay and number of openings.",
  },
] as const;

/** About page (/aboutus). */
export const ABOUT_PAGE = {
  lead: "Castfolio is a casting and talent marketplace built for the film industry, from first-time artists to seasoned crews.",
  story: [
    "Casting in regional cinema still runs on phone calls, printed photos and word of mouth. Talented people miss auditions they never heard about, and production teams spend days hunting for a focus puller, a dubbing artist or a farmhouse that is free next week.",
    "We built Castfolio so that every member of a film unit can keep one honest profile, and every filmmaker can find the right person or place in minutes. Profiles are public and readable by search engines, so the work you put into yours keeps paying off.",
  ],
  values: [
    {
      title: "Talent first",
      text: "Registering and keeping a profile is free for artists and crews. We never charge for auditions.",
    },
    {
      title: "Verified openings",
      text: "Studios are checked before their openings are published, and reported postings are taken down.",
    },
    {
      title: "Respect for your work",
      text: "Photos carry a watermark, screenshots are discouraged and only limited details are ever shared.",
    },
  ],
} as const;
