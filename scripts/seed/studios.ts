// Demo organisations and their casting calls: what a newcomer sees on /employers and /job-grid-one.
// Each call is posted some days before the seed runs; `deadlineInDays` counts from the seed (a negative
// one has passed), and `closed` ones were closed by their organisation.

export interface SeedRole {
  name: string;
  category: string;
  subcategory: string;
  gender?: "Any" | "Male" | "Female" | "Other";
  ages?: [number, number];
  languages?: string[];
  openings: number;
  /** INR; none means unpaid. */
  pay?: [number, number];
  description: string;
}

export interface SeedCall {
  title: string;
  projectTitle: string;
  projectType: string;
  city: string;
  auditionType: "SELF_TAPE" | "IN_PERSON" | "ONLINE";
  postedDaysAgo: number;
  deadlineInDays: number;
  closed?: boolean;
  selfTape?: boolean;
  portfolio?: boolean;
  questions?: string[];
  description: string;
  roles: SeedRole[];
}

export interface SeedStudio {
  slug: string;
  name: string;
  type: string;
  city: string;
  website?: string;
  /** A logo under public/images/studios/, drawn as the organisation's picture. */
  logo?: string;
  verified?: boolean;
  description: string;
  calls: SeedCall[];
}

const artist = (subcategory: string) => ({ category: "Artists", subcategory });
const crew = (subcategory: string) => ({ category: "Technicians", subcategory });

export const SEED_STUDIOS: SeedStudio[] = [
  {
    slug: "silver-reel-studios",
    name: "Silver Reel Studios",
    type: "Production house",
    city: "Hyderabad",
    website: "https://silverreel.example",
    logo: "silver-reel-studios.svg",
    verified: true,
    description:
      "An independent production house behind family dramas and streaming originals, with two shooting floors and an in-house edit suite in Film Nagar.",
    calls: [
      {
        title: "Lead Actress for a Telugu Family Drama",
        projectTitle: "Monsoon Letters",
        projectType: "Feature film",
        city: "Hyderabad",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 6,
        deadlineInDays: 26,
        selfTape: true,
        questions: ["Which languages do you act in fluently?", "Are you free for 45 days from February?"],
        description:
          "A warm, dialogue-driven family drama shooting for 45 days in Hyderabad and Rajahmundry. A short audition scene is shared with every applicant; record it as a self-tape.",
        roles: [
          {
            name: "Meera, the elder sister",
            ...artist("Heroine"),
            gender: "Female",
            ages: [22, 30],
            languages: ["Telugu"],
            openings: 1,
            pay: [600000, 800000],
            description:
              "Warm, stubborn, the one who holds the family together. Fluent Telugu and stage or screen experience are essential.",
          },
          {
            name: "Arjun, Meera's fiancé",
            ...artist("Hero"),
            gender: "Male",
            ages: [25, 32],
            languages: ["Telugu"],
            openings: 1,
            pay: [400000, 600000],
            description: "A calm engineer home from Pune, caught between two families. Romantic lead.",
          },
          {
            name: "Ravi, the younger brother",
            ...artist("Brother"),
            gender: "Male",
            ages: [18, 24],
            languages: ["Telugu"],
            openings: 1,
            pay: [150000, 250000],
            description: "Restless, funny, about to leave home. Comic timing matters.",
          },
        ],
      },
      {
        title: "Makeup Artist (Female) for two web series",
        projectTitle: "Slate 2027",
        projectType: "Web series",
        city: "Hyderabad",
        auditionType: "IN_PERSON",
        postedDaysAgo: 12,
        deadlineInDays: 20,
        portfolio: true,
        description:
          "Join our in-house makeup department: continuity makeup for principal cast, with the costume and hair teams. Bring a portfolio of screen work.",
        roles: [
          {
            name: "Makeup artist",
            ...crew("Makeup Artist (Female)"),
            gender: "Female",
            openings: 2,
            pay: [45000, 50000],
            description: "Per month, for six months. Prosthetics experience is a plus.",
          },
        ],
      },
      {
        title: "Child Artist for a Feature Film",
        projectTitle: "The Kite Runner of Charminar",
        projectType: "Feature film",
        city: "Hyderabad",
        auditionType: "IN_PERSON",
        postedDaysAgo: 30,
        deadlineInDays: -3,
        description:
          "Two children for a feature shot over weekends and school holidays, with a parent or guardian on set at all times.",
        roles: [
          {
            name: "Siblings, 8 to 11",
            ...artist("Child Artist"),
            gender: "Any",
            ages: [8, 11],
            openings: 2,
            pay: [5000, 5000],
            description: "Per shoot day. Playful, able to take direction; no experience needed.",
          },
        ],
      },
      {
        title: "Still Photographer for a feature schedule",
        projectTitle: "Monsoon Letters",
        projectType: "Feature film",
        city: "Hyderabad",
        auditionType: "ONLINE",
        postedDaysAgo: 3,
        deadlineInDays: 14,
        portfolio: true,
        description: "On-set stills and a poster shoot for a 45-day schedule.",
        roles: [
          {
            name: "Still photographer",
            ...crew("Still Photographer"),
            openings: 1,
            pay: [7500, 7500],
            description: "Per day. Own full-frame kit and lights.",
          },
        ],
      },
    ],
  },
  {
    slug: "marina-frames",
    name: "Marina Frames",
    type: "Production house",
    city: "Chennai",
    logo: "marina-frames.svg",
    description: "Tamil feature films and web series, produced from a studio on the East Coast Road.",
    calls: [
      {
        title: "Child artist for a Tamil advertisement",
        projectTitle: "Tiffin Box",
        projectType: "Advertisement",
        city: "Chennai",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 5,
        deadlineInDays: 9,
        selfTape: true,
        questions: ["Will a parent or guardian be on set?"],
        description:
          "A 30-second spot for a snack brand. One shoot day in Chennai with a parent on set; school hours respected.",
        roles: [
          {
            name: "The school kid",
            ...artist("Child Artist"),
            gender: "Any",
            ages: [7, 10],
            languages: ["Tamil"],
            openings: 1,
            pay: [25000, 35000],
            description: "For the shoot day and a fitting.",
          },
        ],
      },
      {
        title: "Assistant Directors for a Tamil feature",
        projectTitle: "Neon Bazaar",
        projectType: "Feature film",
        city: "Chennai",
        auditionType: "IN_PERSON",
        postedDaysAgo: 9,
        deadlineInDays: 12,
        description:
          "Two assistant directors for pre-production and a 60-day shoot: breakdowns, call sheets, continuity.",
        roles: [
          {
            name: "Assistant director",
            category: "Writers & Directors",
            subcategory: "Assistant Director",
            openings: 2,
            pay: [40000, 45000],
            languages: ["Tamil"],
            description: "Per month. Two features' experience on set.",
          },
        ],
      },
      {
        title: "Comedian for a Tamil Web Series",
        projectTitle: "Mylapore Mansion",
        projectType: "Web series",
        city: "Chennai",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 14,
        deadlineInDays: 9,
        selfTape: true,
        questions: ["Send a link to stand-up or sketch work, if you have any."],
        description: "An ensemble comedy about the tenants of an old Chennai mansion, 8 episodes.",
        roles: [
          {
            name: "The landlord's nephew",
            ...artist("Comedian"),
            gender: "Male",
            ages: [25, 40],
            languages: ["Tamil"],
            openings: 1,
            pay: [20000, 20000],
            description: "Per episode. Physical comedy and a straight face.",
          },
          {
            name: "The nosy neighbour",
            ...artist("Side Characters"),
            gender: "Female",
            ages: [35, 55],
            languages: ["Tamil"],
            openings: 1,
            pay: [15000, 15000],
            description: "Per episode.",
          },
        ],
      },
    ],
  },
  {
    slug: "konkan-coast-pictures",
    name: "Konkan Coast Pictures",
    type: "Ad agency",
    city: "Mumbai",
    logo: "konkan-coast-pictures.svg",
    verified: true,
    description: "Ad films and music videos for brands and labels, shot between Mumbai and Goa.",
    calls: [
      {
        title: "Background Dancers for a Song Sequence",
        projectTitle: "Saawan Aaya (music video)",
        projectType: "Music video",
        city: "Mumbai",
        auditionType: "IN_PERSON",
        postedDaysAgo: 4,
        deadlineInDays: 10,
        description: "Twelve dancers for a two-day song shoot in Film City; rehearsals the week before.",
        roles: [
          {
            name: "Dancers",
            ...artist("Dancers"),
            gender: "Any",
            ages: [18, 30],
            openings: 12,
            pay: [4500, 4500],
            description: "Per day, rehearsals paid. Bollywood and contemporary.",
          },
        ],
      },
      {
        title: "Beach Villa for an Ad Film",
        projectTitle: "Summer Cola",
        projectType: "Advertisement",
        city: "Panaji",
        auditionType: "ONLINE",
        postedDaysAgo: 20,
        deadlineInDays: 3,
        closed: true,
        description: "A sea-facing villa with a pool for a one-day ad shoot.",
        roles: [
          {
            name: "Villa",
            category: "Locations",
            subcategory: "Beach",
            openings: 1,
            pay: [75000, 75000],
            description: "Per day, with power backup and parking for two vans.",
          },
        ],
      },
      {
        title: "Models for a student ad film",
        projectTitle: "Campus Chai",
        projectType: "Advertisement",
        city: "Mumbai",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 2,
        deadlineInDays: 8,
        selfTape: true,
        description: "A 30-second ad made with film-school students; credit and footage, no fee.",
        roles: [
          {
            name: "College friends",
            ...artist("Male Friend Character"),
            gender: "Any",
            ages: [18, 25],
            openings: 4,
            description: "Unpaid: travel and meals covered, footage shared for your reel.",
          },
        ],
      },
    ],
  },
  {
    slug: "deccan-lantern-pictures",
    name: "Deccan Lantern Pictures",
    type: "Production house",
    city: "Hyderabad",
    logo: "deccan-lantern-pictures.svg",
    description: "Period dramas and feature films, with a standing set of an old Hyderabad street.",
    calls: [
      {
        title: "Farmhouse Location for a 12-Day Schedule",
        projectTitle: "Red Soil",
        projectType: "Feature film",
        city: "Shamshabad",
        auditionType: "IN_PERSON",
        postedDaysAgo: 11,
        deadlineInDays: 16,
        description: "A farmhouse with open fields and an old well for a 12-day schedule.",
        roles: [
          {
            name: "Farmhouse",
            category: "Locations",
            subcategory: "Farmhouse",
            openings: 1,
            pay: [40000, 40000],
            description: "Per day.",
          },
        ],
      },
      {
        title: "Light Men for a Period Drama",
        projectTitle: "Red Soil",
        projectType: "Feature film",
        city: "Hyderabad",
        auditionType: "IN_PERSON",
        postedDaysAgo: 8,
        deadlineInDays: 18,
        description: "A lighting crew for night exteriors on our standing set.",
        roles: [
          {
            name: "Light man",
            ...crew("Light Man"),
            gender: "Any",
            openings: 4,
            pay: [2800, 2800],
            description: "Per day.",
          },
        ],
      },
    ],
  },
  {
    slug: "malabar-light-films",
    name: "Malabar Light Films",
    type: "Independent filmmaker",
    city: "Kochi",
    logo: "malabar-light-films.svg",
    description:
      "Character-driven Malayalam features and festival documentaries, shot mostly on location across Kerala.",
    calls: [
      {
        title: "Focus Puller for a documentary feature",
        projectTitle: "The Last Ferry",
        projectType: "Feature film",
        city: "Kochi",
        auditionType: "ONLINE",
        postedDaysAgo: 15,
        deadlineInDays: 6,
        description: "A focus puller for a 20-day documentary shoot on the backwaters.",
        roles: [
          {
            name: "Focus puller",
            ...crew("Focus Puller"),
            openings: 1,
            pay: [6000, 6000],
            description: "Per day. Wireless follow focus experience.",
          },
        ],
      },
      {
        title: "Actors for a festival short",
        projectTitle: "Paper Kites",
        projectType: "Short film",
        city: "Kochi",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 5,
        deadlineInDays: 15,
        selfTape: true,
        description: "A 20-minute short about a kite maker and his granddaughter, for festivals.",
        roles: [
          {
            name: "The grandfather",
            ...artist("Father Character"),
            gender: "Male",
            ages: [60, 75],
            languages: ["Malayalam"],
            openings: 1,
            description: "Unpaid: a festival short with a small crew; meals and travel covered.",
          },
          {
            name: "The granddaughter",
            ...artist("Child Artist"),
            gender: "Female",
            ages: [9, 12],
            languages: ["Malayalam"],
            openings: 1,
            description: "Unpaid, with a guardian on set.",
          },
        ],
      },
    ],
  },
  {
    slug: "garden-city-motion-pictures",
    name: "Garden City Motion Pictures",
    type: "OTT/Broadcaster",
    city: "Bengaluru",
    logo: "garden-city-motion-pictures.svg",
    verified: true,
    description: "Kannada films and OTT originals.",
    calls: [
      {
        title: "Apartment location for a tech-startup web series",
        projectTitle: "Pivot",
        projectType: "Web series",
        city: "Bengaluru",
        auditionType: "IN_PERSON",
        postedDaysAgo: 7,
        deadlineInDays: 10,
        description:
          "A modern two-bedroom apartment with a balcony for eight shoot days, and a duplex for the founder's home.",
        roles: [
          {
            name: "Two-bedroom apartment",
            category: "Locations",
            subcategory: "Apartments",
            openings: 1,
            pay: [12000, 18000],
            description: "Per day; the unit is small and leaves it as found.",
          },
          {
            name: "Duplex",
            category: "Locations",
            subcategory: "Duplex",
            openings: 1,
            pay: [20000, 30000],
            description: "Per day, three days.",
          },
        ],
      },
      {
        title: "Dubbing Artists (Kannada)",
        projectTitle: "Namma Metro (series)",
        projectType: "Web series",
        city: "Bengaluru",
        auditionType: "IN_PERSON",
        postedDaysAgo: 7,
        deadlineInDays: 11,
        description: "Kannada dubbing for a Hindi web series, 10 episodes.",
        roles: [
          {
            name: "Dubbing artist",
            category: "Music",
            subcategory: "Dubbing",
            gender: "Any",
            languages: ["Kannada"],
            openings: 3,
            pay: [3000, 3000],
            description: "Per session.",
          },
        ],
      },
      {
        title: "Director of Photography for an OTT Original",
        projectTitle: "Cubbon Park",
        projectType: "Web series",
        city: "Bengaluru",
        auditionType: "ONLINE",
        postedDaysAgo: 25,
        deadlineInDays: -5,
        portfolio: true,
        description: "A DOP for a six-episode thriller.",
        roles: [
          {
            name: "DOP",
            ...crew("DOP"),
            openings: 1,
            pay: [150000, 150000],
            description: "Per month, for three months.",
          },
        ],
      },
    ],
  },
  {
    slug: "howrah-bridge-films",
    name: "Howrah Bridge Films",
    type: "Independent filmmaker",
    city: "Kolkata",
    logo: "howrah-bridge-films.svg",
    description: "Bengali cinema and short films.",
    calls: [
      {
        title: "Dubbing artists for a Bengali animated short",
        projectTitle: "Chhotto Bagh",
        projectType: "Short film",
        city: "Kolkata",
        auditionType: "ONLINE",
        postedDaysAgo: 4,
        deadlineInDays: 20,
        selfTape: true,
        questions: ["Share a link to a voice reel, if you have one."],
        description:
          "Three voices for a ten-minute animated short about a tiger cub in the Sundarbans. Recording in a Kolkata studio over two days.",
        roles: [
          {
            name: "The tiger cub",
            category: "Music",
            subcategory: "Dubbing",
            gender: "Any",
            ages: [10, 30],
            languages: ["Bengali"],
            openings: 1,
            pay: [15000, 20000],
            description: "A young, playful voice.",
          },
          {
            name: "The boatman",
            category: "Music",
            subcategory: "Dubbing",
            gender: "Male",
            ages: [40, 70],
            languages: ["Bengali"],
            openings: 1,
            pay: [15000, 20000],
            description: "Gravelly and kind.",
          },
        ],
      },
      {
        title: "Supporting Actor for a Short Film",
        projectTitle: "Tram Number 5",
        projectType: "Short film",
        city: "Kolkata",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 10,
        deadlineInDays: 13,
        selfTape: true,
        description: "A short about the last tram conductor of north Kolkata.",
        roles: [
          {
            name: "The conductor's friend",
            ...artist("Male Friend Character"),
            gender: "Male",
            ages: [45, 65],
            languages: ["Bengali"],
            openings: 1,
            pay: [25000, 25000],
            description: "For the project.",
          },
        ],
      },
    ],
  },
  {
    slug: "bay-breeze-entertainment",
    name: "Bay Breeze Entertainment",
    type: "Production house",
    city: "Visakhapatnam",
    logo: "bay-breeze-entertainment.svg",
    description: "Daily serials and reality shows for Telugu television.",
    calls: [
      {
        title: "Video Editor for Daily Serials",
        projectTitle: "Godavari Ammayi",
        projectType: "Web series",
        city: "Visakhapatnam",
        auditionType: "ONLINE",
        postedDaysAgo: 18,
        deadlineInDays: 4,
        closed: true,
        portfolio: true,
        description: "An editor for two daily serials.",
        roles: [
          {
            name: "Video editor",
            ...crew("Video Editors"),
            openings: 2,
            pay: [35000, 35000],
            description: "Per month.",
          },
        ],
      },
      {
        title: "Mother character for a daily serial",
        projectTitle: "Godavari Ammayi",
        projectType: "Web series",
        city: "Visakhapatnam",
        auditionType: "IN_PERSON",
        postedDaysAgo: 1,
        deadlineInDays: 21,
        description: "A long-running role in a family serial.",
        roles: [
          {
            name: "Annapurna",
            ...artist("Mother Character"),
            gender: "Female",
            ages: [40, 55],
            languages: ["Telugu"],
            openings: 1,
            pay: [8000, 10000],
            description: "Per shoot day.",
          },
        ],
      },
    ],
  },
  {
    slug: "sahyadri-studios",
    name: "Sahyadri Studios",
    type: "Production house",
    city: "Pune",
    logo: "sahyadri-studios.svg",
    description: "Marathi films and stage musicals.",
    calls: [
      {
        title: "Assistant Directors for a Marathi period film",
        projectTitle: "Raigad",
        projectType: "Feature film",
        city: "Pune",
        auditionType: "IN_PERSON",
        postedDaysAgo: 9,
        deadlineInDays: 15,
        portfolio: true,
        questions: ["Which films have you assisted on?"],
        description:
          "Two assistant directors for a 60-day schedule across forts near Pune. Continuity and crowd-handling experience preferred.",
        roles: [
          {
            name: "Second assistant director",
            category: "Writers & Directors",
            subcategory: "Assistant Director",
            gender: "Any",
            ages: [22, 40],
            languages: ["Marathi", "Hindi"],
            openings: 2,
            pay: [45000, 60000],
            description: "Per month, with stay on location.",
          },
        ],
      },
      {
        title: "Student short: cinematographer wanted",
        projectTitle: "Pahili Sakal",
        projectType: "Short film",
        city: "Pune",
        auditionType: "ONLINE",
        postedDaysAgo: 3,
        deadlineInDays: 12,
        portfolio: true,
        description:
          "A graduation short on a two-day schedule. We cannot pay, but food, travel and full credit are covered and the film goes to festivals.",
        roles: [
          {
            name: "Cinematographer",
            ...crew("DOP"),
            openings: 1,
            description: "Bring your reel; gear is provided by the institute.",
          },
        ],
      },
      {
        title: "Chorus Singers for a Stage Musical",
        projectTitle: "Vitthal (musical)",
        projectType: "Theatre",
        city: "Pune",
        auditionType: "IN_PERSON",
        postedDaysAgo: 6,
        deadlineInDays: 17,
        description: "Six chorus voices for a 30-show run.",
        roles: [
          {
            name: "Chorus",
            category: "Music",
            subcategory: "Chorus",
            gender: "Any",
            openings: 6,
            pay: [2500, 2500],
            description: "Per session; rehearsals paid.",
          },
        ],
      },
    ],
  },
  {
    slug: "yamuna-talkies",
    name: "Yamuna Talkies",
    type: "Production house",
    city: "Delhi",
    logo: "yamuna-talkies.svg",
    verified: true,
    description:
      "Mainstream Hindi action and drama, produced with partner studios in Mumbai and shot across North India.",
    calls: [
      {
        title: "Second Hero for a Hindi Action Film",
        projectTitle: "Lal Qila",
        projectType: "Feature film",
        city: "Delhi",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 13,
        deadlineInDays: 19,
        selfTape: true,
        questions: ["Do you have stunt or martial-arts training?"],
        description: "An action drama shot across Delhi and Rajasthan.",
        roles: [
          {
            name: "Kabir",
            ...artist("Second Hero"),
            gender: "Male",
            ages: [25, 35],
            languages: ["Hindi"],
            openings: 1,
            pay: [1000000, 1200000],
            description: "For the film. Action training essential.",
          },
        ],
      },
      {
        title: "Costume Designer",
        projectTitle: "Lal Qila",
        projectType: "Feature film",
        city: "Delhi",
        auditionType: "ONLINE",
        postedDaysAgo: 22,
        deadlineInDays: 2,
        closed: true,
        portfolio: true,
        description: "Period and contemporary costumes for a 70-day shoot.",
        roles: [
          {
            name: "Costume designer",
            ...crew("Costume Designer"),
            openings: 1,
            pay: [60000, 60000],
            description: "Per month.",
          },
        ],
      },
    ],
  },
  {
    slug: "spotlight-casting-co",
    name: "Spotlight Casting Co.",
    type: "Casting agency",
    city: "Mumbai",
    description: "Casting for films, series and ads across India; we never charge talent anything.",
    calls: [
      {
        title: "Fresh faces for a youth web series",
        projectTitle: "Hostel Days",
        projectType: "Web series",
        city: "Mumbai",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 3,
        deadlineInDays: 24,
        selfTape: true,
        questions: ["Which city do you live in?", "Tell us about a role you loved playing."],
        description: "Eight roles for a campus comedy-drama; first-timers welcome.",
        roles: [
          {
            name: "The topper",
            ...artist("Heroine"),
            gender: "Female",
            ages: [19, 24],
            languages: ["Hindi", "English"],
            openings: 1,
            pay: [40000, 60000],
            description: "Per episode.",
          },
          {
            name: "The prankster",
            ...artist("Comedian"),
            gender: "Male",
            ages: [19, 24],
            languages: ["Hindi"],
            openings: 1,
            pay: [30000, 50000],
            description: "Per episode.",
          },
          {
            name: "Hostel friends",
            ...artist("Female Friend Character"),
            gender: "Any",
            ages: [19, 26],
            openings: 4,
            pay: [10000, 15000],
            description: "Per episode.",
          },
        ],
      },
      {
        title: "Villain for a Telugu action feature",
        projectTitle: "Rayalaseema Express",
        projectType: "Feature film",
        city: "Hyderabad",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 16,
        deadlineInDays: -2,
        selfTape: true,
        description: "A menacing, quiet antagonist.",
        roles: [
          {
            name: "Bhairava",
            ...artist("Male Negative Character"),
            gender: "Male",
            ages: [35, 55],
            languages: ["Telugu"],
            openings: 1,
            pay: [500000, 900000],
            description: "For the film.",
          },
        ],
      },
    ],
  },
  {
    slug: "lotus-lane-films",
    name: "Lotus Lane Films",
    type: "Independent filmmaker",
    city: "Jaipur",
    description: "Small films about big families, made with local crews in Rajasthan.",
    calls: [
      {
        title: "Folk singers for a wedding sequence",
        projectTitle: "Baarish ke Baad",
        projectType: "Feature film",
        city: "Jaipur",
        auditionType: "SELF_TAPE",
        postedDaysAgo: 2,
        deadlineInDays: 18,
        selfTape: true,
        description: "A three-minute Rajasthani folk song performed on camera in a haveli courtyard.",
        roles: [
          {
            name: "Lead folk singer",
            category: "Music",
            subcategory: "Singers (Female)",
            gender: "Female",
            ages: [20, 50],
            languages: ["Rajasthani", "Hindi"],
            openings: 1,
            pay: [20000, 30000],
            description: "On-camera singing, two shoot days.",
          },
          {
            name: "Chorus",
            category: "Music",
            subcategory: "Chorus",
            gender: "Any",
            openings: 6,
            pay: [4000, 5000],
            description: "Per day.",
          },
        ],
      },
      {
        title: "Haveli location and crew for a family film",
        projectTitle: "Baarish ke Baad",
        projectType: "Feature film",
        city: "Jaipur",
        auditionType: "IN_PERSON",
        postedDaysAgo: 5,
        deadlineInDays: 28,
        description: "A haveli for a 25-day schedule, and a local camera assistant.",
        roles: [
          {
            name: "Haveli",
            category: "Locations",
            subcategory: "Mansion House",
            openings: 1,
            pay: [30000, 45000],
            description: "Per day, with rooms for the unit.",
          },
          {
            name: "Camera assistant",
            ...crew("Assistant DOP"),
            openings: 1,
            pay: [3000, 3500],
            description: "Per day.",
          },
          {
            name: "Camera and lenses",
            category: "Camera Unit",
            subcategory: "Alexa",
            openings: 1,
            pay: [18000, 22000],
            description: "Per day, with an operator.",
          },
        ],
      },
    ],
  },
];
