// Movie studios and their openings: static, placeholder content (spec sections 1 and 3). A studio's
// job entries are nested in it; lib/content/jobs.ts flattens them into the sample job cards.

export type JobTime = "Full Time" | "Part Time" | "Contract" | "Freelance";

/** A job entry as written here; the card's studio name and studioId are filled in by jobs.ts. */
export interface StudioJobEntry {
  id: number;
  title: string;
  city: string;
  country: string;
  applied: number;
  vacancy: number;
  /** Last day to apply, YYYY-MM-DD. */
  date: string;
  salary: string;
  /** Day the opening was published, YYYY-MM-DD. */
  posted: string;
  jobTime: JobTime;
  desc: string;
}

export interface StudioEntry {
  id: number;
  /** What the studio makes, shown under its name. */
  title: string;
  name: string;
  city: string;
  country: string;
  image: string;
  founded: number;
  about: string;
  jobs: readonly StudioJobEntry[];
}

export interface Studio extends Omit<StudioEntry, "jobs"> {
  /** Open positions across the studio's openings. */
  vacancy: number;
}

const INDIA = "India";
const logo = (slug: string) => `/images/studios/${slug}.svg`;

export const STUDIO_ENTRIES: readonly StudioEntry[] = [
  {
    id: 1,
    name: "Silver Reel Studios",
    title: "Feature Films & Web Series",
    city: "Hyderabad",
    country: INDIA,
    image: logo("silver-reel-studios"),
    founded: 2009,
    about:
      "An independent production house behind family dramas and streaming originals, with two shooting floors and an in-house edit suite in Film Nagar.",
    jobs: [
      {
        id: 1,
        title: "Lead Actress for a Telugu Family Drama",
        city: "Hyderabad",
        country: INDIA,
        applied: 48,
        vacancy: 1,
        date: "2026-12-20",
        salary: "₹8,00,000 per film",
        posted: "2026-11-18",
        jobTime: "Contract",
        desc: "We are casting the female lead of a warm, dialogue-driven family drama shooting for 45 days in Hyderabad and Rajahmundry. Fluent Telugu and stage or screen experience are essential; a short audition scene will be shared with shortlisted artists.",
      },
      {
        id: 7,
        title: "Makeup Artist (Female)",
        city: "Hyderabad",
        country: INDIA,
        applied: 15,
        vacancy: 2,
        date: "2026-12-31",
        salary: "₹50,000 per month",
        posted: "2026-11-12",
        jobTime: "Full Time",
        desc: "Join our in-house makeup department for a slate of two web series. You will handle continuity makeup for principal cast and work closely with the costume and hair teams. Bring a portfolio of screen work.",
      },
      {
        id: 8,
        title: "Child Artist for a Feature Film",
        city: "Hyderabad",
        country: INDIA,
        applied: 64,
        vacancy: 2,
        date: "2026-12-15",
        salary: "₹5,000 per shoot day",
        posted: "2026-11-10",
        jobTime: "Contract",
        desc: "Looking for two child artists aged 8 to 12 to play siblings. Shoots are scheduled on weekends and school holidays, with a parent or guardian on set at all times. Applications must come from a parent or guardian.",
      },
      {
        id: 9,
        title: "Still Photographer",
        city: "Hyderabad",
        country: INDIA,
        applied: 11,
        vacancy: 1,
        date: "2026-12-10",
        salary: "₹7,500 per day",
        posted: "2026-11-08",
        jobTime: "Freelance",
        desc: "On-set stills and working stills for publicity across a 30-day schedule. You should own a full-frame body and fast primes, and be able to deliver selects to the publicity team every evening.",
      },
    ],
  },
  {
    id: 2,
    name: "Marina Frames",
    title: "Tamil Feature Films",
    city: "Chennai",
    country: INDIA,
    image: logo("marina-frames"),
    founded: 2012,
    about:
      "A Chennai studio known for grounded urban stories and new directors, producing two features a year alongside a growing web-series slate.",
    jobs: [
      {
        id: 3,
        title: "Assistant Director",
        city: "Chennai",
        country: INDIA,
        applied: 27,
        vacancy: 2,
        date: "2027-01-05",
        salary: "₹45,000 per month",
        posted: "2026-11-17",
        jobTime: "Full Time",
        desc: "Assist the director from pre-production through the shoot: breakdowns, call sheets, continuity and coordinating artists on set. Prior experience on at least one feature or web series is expected.",
      },
      {
        id: 15,
        title: "Comedian for a Tamil Web Series",
        city: "Chennai",
        country: INDIA,
        applied: 29,
        vacancy: 2,
        date: "2026-12-28",
        salary: "₹20,000 per episode",
        posted: "2026-11-06",
        jobTime: "Contract",
        desc: "Two recurring comic roles in an eight-episode office comedy. Strong timing and improvisation matter more than experience; send a short self-tape with your profile link.",
      },
    ],
  },
  {
    id: 3,
    name: "Konkan Coast Pictures",
    title: "Ad Films & Music Videos",
    city: "Mumbai",
    country: INDIA,
    image: logo("konkan-coast-pictures"),
    founded: 2015,
    about:
      "A nimble commercial production company shooting brand films, music videos and fashion campaigns along the west coast.",
    jobs: [
      {
        id: 2,
        title: "Background Dancers for a Song Sequence",
        city: "Mumbai",
        country: INDIA,
        applied: 132,
        vacancy: 12,
        date: "2026-12-05",
        salary: "₹4,500 per day",
        posted: "2026-11-19",
        jobTime: "Freelance",
        desc: "Twelve trained dancers for a four-day song shoot with a well-known choreographer. Rehearsals run for three days before the shoot. Contemporary and folk training preferred.",
      },
      {
        id: 16,
        title: "Beach Villa for an Ad Film",
        city: "Panaji",
        country: INDIA,
        applied: 4,
        vacancy: 1,
        date: "2026-12-12",
        salary: "₹75,000 per day",
        posted: "2026-11-14",
        jobTime: "Contract",
        desc: "We need a sea-facing villa with a lawn and direct beach access for a two-day beverage commercial. The unit is 40 people; the owner's rules on power and parking will be respected.",
      },
    ],
  },
  {
    id: 4,
    name: "Deccan Lantern Pictures",
    title: "Period Dramas & Feature Films",
    city: "Hyderabad",
    country: INDIA,
    image: logo("deccan-lantern-pictures"),
    founded: 2006,
    about:
      "Large-scale period productions with sets built on our own backlot, and a long-standing team of art, light and costume crews.",
    jobs: [
      {
        id: 5,
        title: "Farmhouse Location for a 12-Day Schedule",
        city: "Shamshabad",
        country: INDIA,
        applied: 6,
        vacancy: 1,
        date: "2026-12-08",
        salary: "₹40,000 per day",
        posted: "2026-11-16",
        jobTime: "Contract",
        desc: "Looking for a farmhouse with open fields, an old well or shed and space to park two vanity vans, within 40 km of Hyderabad. Shooting is daytime only over twelve consecutive days.",
      },
      {
        id: 17,
        title: "Light Men for a Period Drama",
        city: "Hyderabad",
        country: INDIA,
        applied: 19,
        vacancy: 4,
        date: "2026-12-18",
        salary: "₹2,800 per day",
        posted: "2026-11-09",
        jobTime: "Freelance",
        desc: "Four light men for a 60-day studio and backlot schedule. Experience with HMI and tungsten units and working at height on scaffolds is required.",
      },
    ],
  },
  {
    id: 5,
    name: "Malabar Light Films",
    title: "Malayalam Cinema & Documentaries",
    city: "Kochi",
    country: INDIA,
    image: logo("malabar-light-films"),
    founded: 2011,
    about: "Character-driven Malayalam features and festival documentaries, shot mostly on location across Kerala.",
    jobs: [
      {
        id: 4,
        title: "Focus Puller",
        city: "Kochi",
        country: INDIA,
        applied: 9,
        vacancy: 1,
        date: "2026-12-22",
        salary: "₹6,000 per day",
        posted: "2026-11-15",
        jobTime: "Freelance",
        desc: "First AC for a handheld-heavy feature shot on an Alexa Mini with vintage primes. Comfortable with wireless follow focus and long takes in tight interiors.",
      },
    ],
  },
  {
    id: 6,
    name: "Garden City Motion Pictures",
    title: "Kannada Films & OTT Originals",
    city: "Bengaluru",
    country: INDIA,
    image: logo("garden-city-motion-pictures"),
    founded: 2014,
    about:
      "Kannada features and streaming originals, with a dubbing and sound studio that serves productions across South India.",
    jobs: [
      {
        id: 6,
        title: "Dubbing Artists (Kannada)",
        city: "Bengaluru",
        country: INDIA,
        applied: 18,
        vacancy: 3,
        date: "2026-12-14",
        salary: "₹3,000 per session",
        posted: "2026-11-13",
        jobTime: "Part Time",
        desc: "Three voices, one male and two female, to dub a Hindi web series into Kannada. Sessions are four hours in our studio; clear diction and lip-sync experience are a must.",
      },
      {
        id: 18,
        title: "Director of Photography for an OTT Original",
        city: "Bengaluru",
        country: INDIA,
        applied: 16,
        vacancy: 1,
        date: "2027-01-10",
        salary: "₹1,50,000 per month",
        posted: "2026-11-05",
        jobTime: "Contract",
        desc: "Lead the camera department of a six-episode thriller. Share a show reel with night exteriors and low-light work; the series shoots on a Sony Venice 2.",
      },
    ],
  },
  {
    id: 7,
    name: "Howrah Bridge Films",
    title: "Bengali Cinema & Short Films",
    city: "Kolkata",
    country: INDIA,
    image: logo("howrah-bridge-films"),
    founded: 2010,
    about:
      "Literary adaptations and short films from Kolkata, regularly selected at national and international festivals.",
    jobs: [
      {
        id: 10,
        title: "Supporting Actor for a Short Film",
        city: "Kolkata",
        country: INDIA,
        applied: 38,
        vacancy: 3,
        date: "2026-12-19",
        salary: "₹25,000 per project",
        posted: "2026-11-11",
        jobTime: "Contract",
        desc: "Three supporting roles, men aged 30 to 50, in a 25-minute festival short adapted from a Bengali short story. Five shoot days in North Kolkata.",
      },
    ],
  },
  {
    id: 8,
    name: "Bay Breeze Entertainment",
    title: "Television Serials & Reality Shows",
    city: "Visakhapatnam",
    country: INDIA,
    image: logo("bay-breeze-entertainment"),
    founded: 2016,
    about:
      "Daily serials and weekend reality formats for Telugu television, produced from our studio by the beach road.",
    jobs: [
      {
        id: 11,
        title: "Video Editor for Daily Serials",
        city: "Visakhapatnam",
        country: INDIA,
        applied: 21,
        vacancy: 2,
        date: "2026-12-30",
        salary: "₹35,000 per month",
        posted: "2026-11-07",
        jobTime: "Full Time",
        desc: "Cut two episodes a week to broadcast deadlines in Premiere Pro. Experience with multi-camera footage and television delivery specifications preferred.",
      },
    ],
  },
  {
    id: 9,
    name: "Sahyadri Studios",
    title: "Marathi Films & Theatre",
    city: "Pune",
    country: INDIA,
    image: logo("sahyadri-studios"),
    founded: 2008,
    about:
      "A film and stage company producing Marathi features and touring musicals, with a rehearsal hall open to young artists.",
    jobs: [
      {
        id: 12,
        title: "Chorus Singers for a Stage Musical",
        city: "Pune",
        country: INDIA,
        applied: 44,
        vacancy: 6,
        date: "2026-12-16",
        salary: "₹2,500 per session",
        posted: "2026-11-12",
        jobTime: "Part Time",
        desc: "Six chorus singers for a Marathi musical touring Maharashtra. Rehearsals are on weekday evenings; classical training and the ability to read notation are an advantage.",
      },
    ],
  },
  {
    id: 10,
    name: "Yamuna Talkies",
    title: "Hindi Feature Films",
    city: "Delhi",
    country: INDIA,
    image: logo("yamuna-talkies"),
    founded: 2004,
    about: "Mainstream Hindi action and drama, produced with partner studios in Mumbai and shot across North India.",
    jobs: [
      {
        id: 13,
        title: "Second Hero for a Hindi Action Film",
        city: "Delhi",
        country: INDIA,
        applied: 57,
        vacancy: 1,
        date: "2027-01-15",
        salary: "₹12,00,000 per film",
        posted: "2026-11-20",
        jobTime: "Contract",
        desc: "The second male lead of a two-hero action film. Strong physical fitness and training in stunts or martial arts are required; a workshop with the action director precedes the shoot.",
      },
      {
        id: 14,
        title: "Costume Designer",
        city: "Delhi",
        country: INDIA,
        applied: 13,
        vacancy: 1,
        date: "2027-01-08",
        salary: "₹60,000 per month",
        posted: "2026-11-04",
        jobTime: "Full Time",
        desc: "Design and supervise costumes for a contemporary action drama with a cast of 40. Bring a portfolio and a team you can rely on for a 70-day schedule.",
      },
    ],
  },
];

export const STUDIOS: readonly Studio[] = STUDIO_ENTRIES.map(({ jobs, ...studio }) => ({
  ...studio,
  vacancy: jobs.reduce((sum, job) => sum + job.vacancy, 0),
}));

export function findStudio(id: string | number): Studio | undefined {
  return STUDIOS.find((s) => String(s.id) === String(id));
}

export interface StudioPage {
  studios: readonly Studio[];
  page: number;
  pageCount: number;
}

/** One page of the studio listing; undefined when the page does not exist. */
export function studioPage(page: number, perPage: number): StudioPage | undefined {
  const pageCount = Math.max(1, Math.ceil(STUDIOS.length / perPage));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  return { studios: STUDIOS.slice((page - 1) * perPage, page * perPage), page, pageCount };
}
