// Marketing copy of the home, about and How it works pages. The feature list is
// ordered: the home shows the first HOME_FEATURE_COUNT of it.
import { CATEGORIES } from "../catalog.ts";

const SUBCATEGORY_COUNT = CATEGORIES.reduce((sum, c) => sum + c.subcategories.length, 0);

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

export const HERO = {
  eyebrow: "Casting · Crews · Locations",
  title: "Your Journey to Stardom Starts Here",
  lead: "Build a profile casting directors actually read: your photos, show reel and portfolio in one place, found by the filmmakers, production houses and casting agencies who browse Castfolio every day.",
} as const;

export const ABOUT_BLOCK = {
  title: "Where film talent meets the people who cast it",
  paragraphs: [
    "Castfolio brings the whole unit together: actors and performers, technicians, writers and directors, music people, camera-equipment owners and location owners each keep one public profile.",
    "Filmmakers browse by category and subcategory, from Hero and Heroine to Focus Puller, Dubbing or Farmhouse, and open the profile that fits the role.",
  ],
  points: [
    `${CATEGORIES.length} categories, ${SUBCATEGORY_COUNT} subcategories`,
    "Photos, one show reel and a portfolio on every profile",
    "Free for artists and crews, always",
  ],
} as const;

/** The home page's block for the people who hire: casting directors, producers, production houses. */
export const CASTING_TEAMS = {
  eyebrow: "For casting teams",
  title: "Casting a film, a series or an ad?",
  lead: "Find the face, the crew, the camera and the location in one place, and hear from the people who fit.",
  points: [
    {
      title: "Search the way you cast",
      text: "Filter by look, age, height, languages, city and skills; names are found even when spelled the other way.",
    },
    {
      title: "Post a casting call, free",
      text: "Roles, dates, pay and questions in one form. Every call is screened so that nobody is asked for money.",
    },
    {
      title: "Shortlist and share",
      text: "Save profiles to shortlists, share a look book with your director, and triage applicants in one board.",
    },
    {
      title: "Message directly",
      text: "Talk to artists and crews on Castfolio; a minor's messages go to their parent or guardian.",
    },
  ],
} as const;

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
