import "server-only";
import type { Category, ProfileKind } from "../../lib/catalog.ts";
import type { Prisma } from "../../lib/generated/prisma/client.ts";
import {
  COMFORT_LEVEL,
  DRESS_OPTIONS,
  FEMALE_ONLY,
  INTERESTS,
  INTIMATE,
  OUTFITS,
  WORK_LOCATION,
} from "../../lib/profiles/kinds/artist.ts";
import { AVAILABLE_LOCATIONS, LOCATION_AVAILABILITY } from "../../lib/profiles/kinds/location.ts";
import { COMFORT_WITH, HAIR_LENGTHS, SKIN_TONES } from "../../lib/profiles/kinds/technician.ts";
import { ALLERGIES, flagsFor, keysOf, OPEN_FOR } from "../../lib/profiles/options.ts";
import { bornAt, educationFor, maritalStatusFor, pastProjects, schoolClass, yearsOfWork } from "./life.ts";
import { languagesFor, normalInt, type Rng, type SeedHome } from "./people.ts";
import { technicianTrade } from "./trades.ts";

export interface SeedPerson {
  userId: string;
  fullName: string;
  gender: "Male" | "Female" | "Other";
  category: Category;
  subcategory: string;
  /** Where the member lives and the languages they speak there. */
  home: SeedHome;
  /** The seed's day (scripts/seed/life.ts seedDayOf): the member's age and years of work are as of it. */
  day: Date;
}

const GENRES = ["Drama", "Thriller", "Romance", "Comedy", "Action", "Family", "Horror", "Period"];
const INSTRUMENTS = ["Keyboard", "Guitar", "Violin", "Flute", "Tabla", "Veena", "Drums", "Sitar", "Mridangam"];
const ARTIST_EDUCATION = {
  degrees: [
    "B.A. Theatre Arts",
    "B.A. English",
    "B.Com",
    "B.Sc.",
    "B.Tech",
    "BBA",
    "B.F.A.",
    "Diploma in Acting",
    "Diploma in Film Making",
  ],
  postgraduate: ["M.A. Theatre Arts", "M.A. English Literature", "MBA"],
  pursuing: ["B.A.", "B.Com", "B.Sc.", "BBA", "B.Tech"],
};

/** A yes/no group with between `min` and `max` of its options on, chosen at random. */
function someFlags(rng: Rng, labels: Record<string, string>, min: number, max: number): Record<string, boolean> {
  return flagsFor(keysOf(labels), rng.some(keysOf(labels), rng.int(min, max)));
}

export const ARTIST_SKILLS = [
  "Bharatanatyam",
  "Kathak",
  "Kuchipudi",
  "Hip hop",
  "Contemporary dance",
  "Horse riding",
  "Swimming",
  "Kalaripayattu",
  "Martial arts",
  "Stage combat",
  "Singing",
  "Mimicry",
  "Two-wheeler driving",
  "Car driving",
  "Yoga",
  "Cricket",
];
/** What a child may list: no driving, riding or stage fights. */
const CHILD_SKILLS = ARTIST_SKILLS.filter((s) => !/driving|riding|combat/.test(s));
const DANCE_FORMS = ["Bharatanatyam", "Kathak", "Kuchipudi", "Hip hop", "Contemporary dance"];

/** The ages a subcategory's artists are, on the demo's day: the youngest and the oldest. */
const ARTIST_AGES: Record<string, [number, number]> = {
  Hero: [24, 38],
  Heroine: [20, 32],
  "Second Hero": [23, 36],
  "Mother Character": [40, 62],
  "Father Character": [45, 70],
  Brother: [19, 32],
  Sister: [19, 30],
  Comedian: [24, 60],
  "Female Negative Character": [25, 50],
  "Male Negative Character": [28, 60],
  "Child Artist": [6, 14],
  "Male Friend Character": [19, 35],
  "Female Friend Character": [19, 32],
  "Side Characters": [20, 65],
  Dancers: [19, 32],
};

/** An age between `low` and `high`, most near the middle. */
function ageBetween(rng: Rng, [low, high]: readonly [number, number]): number {
  return normalInt(rng, (low + high) / 2, (high - low) / 4, low, high);
}

/** A height as people type it: mostly centimetres, sometimes feet and inches, now and then "5.7 ft". */
function typedHeight(rng: Rng, cm: number): string {
  const inches = Math.round(cm / 2.54);
  const [feet, rest] = [Math.floor(inches / 12), inches % 12];
  const roll = rng.next();
  if (roll < 0.2) return `${feet}'${rest}"`;
  if (roll < 0.3) return `${feet} ft ${rest} in`;
  if (roll < 0.35 && rest < 10) return `${feet}.${rest} ft`;
  return `${cm} cm`;
}

/** Height and weight that go together: a child's by age, an adult's by a body-mass index for their age. */
function build(rng: Rng, age: number, female: boolean): { heightCm: number; weightKg: number } {
  if (age < 15) {
    const heightCm = Math.round(115 + (age - 6) * 5.5 + rng.int(-5, 5));
    return { heightCm, weightKg: Math.round(20 + (age - 6) * 3.5 + rng.int(-3, 3)) };
  }
  const heightCm = female ? normalInt(rng, 159, 6, 145, 182) : normalInt(rng, 171, 7, 155, 195);
  const bmi = (female ? 19 : 20) + rng.next() * 4 + Math.max(0, age - 30) * 0.08;
  return { heightCm, weightKg: Math.round(bmi * (heightCm / 100) ** 2) };
}

/** A woman's bust, waist and hips in inches, in the proportions bodies have. */
function measurementsOf(rng: Rng): { brust: string; waist: string; hips: string } {
  const bust = rng.int(30, 38);
  return { brust: String(bust), waist: String(bust - rng.int(5, 9)), hips: String(bust + rng.int(1, 4)) };
}

function artist(p: SeedPerson, rng: Rng): Omit<Prisma.ArtistProfileCreateManyInput, "userId"> {
  const female = p.gender === "Female";
  const age = ageBetween(rng, ARTIST_AGES[p.subcategory] ?? [19, 50]);
  const child = p.subcategory === "Child Artist" || age < 18;
  // A child's profile never holds intimate-content preferences (lib/members/minors.ts); a few young adults
  // list one or two (swimwear rather than nudity), the rest none. Every artist is there to act.
  const boldAdult = !child && age < 40 && rng.chance(0.2);
  const bold = female ? ["swimSuits", "bikiniShoots", "lingerieShoots"] : ["swimSuits", "bodyPaintShoots"];
  const plainInterests = keysOf(INTERESTS).filter(
    (k) =>
      k !== "acting" && !(INTIMATE.interests as readonly string[]).includes(k) && (!child || k !== "calendarShoots"),
  );
  const interests = [
    "acting",
    ...rng.some(plainInterests, rng.int(1, 4)),
    ...(boldAdult ? rng.some(bold, rng.int(1, 2)) : []),
  ];
  const plainOutfits = keysOf(OUTFITS).filter(
    (k) =>
      !(INTIMATE.outfits as readonly string[]).includes(k) &&
      (female || !(FEMALE_ONLY.outfits as readonly string[]).includes(k)),
  );
  const outfits = [
    ...rng.some(plainOutfits, rng.int(1, 3)),
    ...(boldAdult && female && rng.chance(0.5) ? ["bikini"] : []),
  ];
  const { heightCm, weightKg } = build(rng, age, female);
  const education = child
    ? schoolClass(age)
    : /^(Mother|Father)/.test(p.subcategory) && rng.chance(0.3)
      ? rng.pick(["Class 12", "B.A.", "B.Com"])
      : educationFor(rng, age, ARTIST_EDUCATION);
  const studying = child || education.endsWith("(pursuing)");
  const years = child ? Math.min(5, yearsOfWork(rng, age, 6)) : yearsOfWork(rng, age, 17);
  const skills =
    p.subcategory === "Dancers"
      ? [rng.pick(DANCE_FORMS), ...rng.some(ARTIST_SKILLS, rng.int(0, 2))]
      : rng.some(child ? CHILD_SKILLS : ARTIST_SKILLS, rng.int(0, 3));
  return {
    fullName: p.fullName,
    city: p.home.city,
    height: typedHeight(rng, heightCm),
    weight: `${weightKg} kg`,
    skinTone: rng.pick(SKIN_TONES),
    eyeColor: rng.pick(["Black", "Brown", "Dark Brown", "Hazel"]),
    hairColor: age > 55 ? rng.pick(["Black", "Salt and pepper", "Grey"]) : rng.pick(["Black", "Dark Brown", "Brown"]),
    shoeSize: child
      ? age <= 9
        ? `${rng.int(10, 13)} (kids)`
        : String(rng.int(1, 5))
      : String(female ? rng.int(4, 8) : rng.int(6, 11)),
    maritalStatus: child ? "Unmarried" : maritalStatusFor(rng, age),
    presentProfession: studying
      ? "Student"
      : p.subcategory === "Dancers"
        ? "Dancer"
        : p.subcategory === "Comedian"
          ? rng.pick(["Actor", "Stand-up comedian"])
          : rng.pick(age < 35 ? ["Actor", "Actor", "Model", "Theatre artist"] : ["Actor", "Theatre artist"]),
    education,
    languages: languagesFor(rng, p.home.languages, rng.int(child ? 1 : 2, child ? 2 : 4)).join(", "),
    skills: [...new Set(skills)],
    experienceDetails: String(years),
    experience: years > 0,
    aim: child
      ? rng.pick(["Child roles in films and ads", "Ads and web series, in school holidays", "Dance and acting"])
      : age >= 40
        ? rng.pick(["Strong character roles", "Parent roles in family dramas", "Web series and films"])
        : rng.pick([
            "Lead roles in feature films",
            "Strong character roles",
            "Web series and films",
            "Dance-led musicals",
          ]),
    dateOfBirth: bornAt(rng, age, p.day),
    passport: rng.chance(child ? 0.4 : 0.6),
    comfortableTimings: rng.chance(child ? 0.3 : 0.7),
    dressesComfortableWith: rng.some(
      child || age >= 40 ? DRESS_OPTIONS.filter((d) => d !== "Shorts") : DRESS_OPTIONS,
      rng.int(2, 4),
    ),
    measurements: female && !child ? measurementsOf(rng) : { brust: false, waist: false, hips: false },
    openFor: child
      ? flagsFor(keysOf(OPEN_FOR), rng.chance(0.3) ? ["outstationShoots"] : [])
      : someFlags(rng, OPEN_FOR, 0, 2),
    interests: flagsFor(keysOf(INTERESTS), interests),
    // Comfort levels build on each other: a kiss before a smooch before a love-making scene.
    comfortLevel: flagsFor(keysOf(COMFORT_LEVEL), boldAdult ? keysOf(COMFORT_LEVEL).slice(0, rng.int(0, 2)) : []),
    outfitPreferences: flagsFor(keysOf(OUTFITS), outfits),
    workLocation: someFlags(rng, WORK_LOCATION, 1, 2),
    allergies: flagsFor(keysOf(ALLERGIES), rng.chance(0.2) ? [rng.pick(keysOf(ALLERGIES))] : []),
  };
}

function technician(p: SeedPerson, rng: Rng): Omit<Prisma.TechnicianProfileCreateManyInput, "userId"> {
  const trade = technicianTrade(p.subcategory);
  const age = ageBetween(rng, trade.ages);
  const years = yearsOfWork(rng, age, 18, trade.leastYears);
  const maybe = (options: readonly string[] | undefined) => (options?.length ? rng.pick(options) : null);
  return {
    fullName: p.fullName,
    city: p.home.city,
    experience: `${years} ${years === 1 ? "year" : "years"}`,
    dateOfBirth: bornAt(rng, age, p.day),
    maritalStatus: maritalStatusFor(rng, age),
    education: educationFor(rng, age, { degrees: trade.education }),
    certifications: maybe(trade.certifications),
    toolsOwned: maybe(trade.tools),
    pastProjects: pastProjects(rng, years, 1 + Math.min(3, Math.floor(years / 3)), p.day).join("; ") || null,
    languages: languagesFor(rng, p.home.languages, rng.int(1, 3)).join(", "),
    dressPreferences: rng.pick(["Casual", "Formal", "Traditional"]),
    cameraExperience: maybe(trade.cameras),
    lightingExpertise: maybe(trade.lighting),
    equipmentOwned: maybe(trade.equipment),
    softwareSkills: trade.software ? rng.some(trade.software, 2).join(", ") : null,
    expertise: p.subcategory,
    specialization: rng.pick(["Feature films", "Commercials", "Music videos", "Web series"]),
    toolPreferences: maybe(trade.toolPreferences),
    videoLink: null,
    skinTone: rng.pick(SKIN_TONES),
    hairLength: rng.pick(HAIR_LENGTHS),
    passport: rng.chance(0.5),
    skinTypeExpertise: trade.family === "makeup" && !/Hair/.test(p.subcategory),
    hairStylingSkills: /Hair/.test(p.subcategory) || (trade.family === "makeup" && rng.chance(0.4)),
    fabricKnowledge: trade.family === "costume",
    designStyle: trade.family === "costume" && rng.chance(0.7),
    tailoringSkills: trade.family === "costume" && rng.chance(0.6),
    comfortWith: trade.comfortWith ? flagsFor(keysOf(COMFORT_WITH), trade.comfortWith) : flagsFor(keysOf(COMFORT_WITH)),
    openFor: someFlags(rng, OPEN_FOR, 0, 2),
    allergies: flagsFor(keysOf(ALLERGIES)),
  };
}

const MUSIC_AGES: Record<string, [number, number]> = {
  "Music Directors": [28, 62],
  "Singers (Male)": [20, 50],
  "Singers (Female)": [20, 48],
  Chorus: [19, 55],
  "Lyric Writers": [25, 65],
  Dubbing: [20, 55],
  "Live Instruments": [19, 60],
};

function musician(p: SeedPerson, rng: Rng): Omit<Prisma.MusicianProfileCreateManyInput, "userId"> {
  const age = ageBetween(rng, MUSIC_AGES[p.subcategory] ?? [20, 55]);
  const years = yearsOfWork(rng, age, 16, 1);
  const sings = /Singers|Chorus|Dubbing/.test(p.subcategory);
  const instruments =
    p.subcategory === "Live Instruments"
      ? rng.some(INSTRUMENTS, rng.int(1, 2))
      : p.subcategory === "Music Directors"
        ? [
            "Keyboard",
            ...rng.some(
              INSTRUMENTS.filter((i) => i !== "Keyboard"),
              1,
            ),
          ]
        : p.subcategory === "Dubbing"
          ? []
          : rng.chance(0.5)
            ? [rng.pick(["Harmonium", "Guitar", "Keyboard"])]
            : [];
  return {
    fullName: p.fullName,
    city: p.home.city,
    dateOfBirth: bornAt(rng, age, p.day),
    maritalStatus: maritalStatusFor(rng, age),
    education: educationFor(rng, age, {
      degrees:
        p.subcategory === "Lyric Writers"
          ? ["M.A. Literature", "B.A. Literature", "B.A. Journalism"]
          : ["Carnatic music diploma", "Hindustani classical (Sangeet Visharad)", "B.Mus.", "B.A. Music", "B.Com"],
      pursuing: ["B.Mus.", "B.A. Music"],
    }),
    certifications:
      p.subcategory === "Lyric Writers"
        ? []
        : [
            rng.pick(
              p.subcategory === "Dubbing"
                ? ["Voice and diction course", "Voice training"]
                : sings
                  ? ["Carnatic vocal, senior grade", "Hindustani vocal", "Voice training"]
                  : ["Trinity Grade 8", "Sound engineering"],
            ),
          ],
    toolsOwned:
      p.subcategory === "Music Directors"
        ? rng.some(["Home studio", "Nord Stage", "Neumann U87", "Pro Tools rig"], 2)
        : sings
          ? rng.some(["Home recording booth", "Neumann U87", "Tanpura"], 1)
          : instruments.slice(0, 1),
    pastProjects: pastProjects(rng, years, 1 + Math.min(3, Math.floor(years / 3)), p.day),
    languages: languagesFor(rng, p.home.languages, rng.int(1, 4)),
    instrumentExpertise: instruments,
    musicGenreSpecialization:
      p.subcategory === "Dubbing"
        ? rng.some(["Film dubbing", "Animation voices", "Ad voice-overs"], 2)
        : rng.some(["Film score", "Folk", "Classical", "Pop", "Devotional", "Fusion"], 2),
    passport: rng.chance(0.6),
    vocalSkills: sings || rng.chance(0.2),
    soundDesignExperience: p.subcategory === "Music Directors" && rng.chance(0.6),
    studioExperience: years > 0 && rng.chance(0.85),
    livePerformanceExperience: p.subcategory !== "Dubbing" && p.subcategory !== "Lyric Writers" && rng.chance(0.6),
    experience: `${years} ${years === 1 ? "year" : "years"}`,
    videoLink: null,
  };
}

type WriterRole = "direction" | "assisting" | "art" | "writing" | "lyrics";
const WRITER_ROLES: Record<string, { role: WriterRole; ages: [number, number]; leastYears: number }> = {
  Director: { role: "direction", ages: [30, 65], leastYears: 6 },
  "Co-Director": { role: "direction", ages: [28, 55], leastYears: 5 },
  "Associate Director": { role: "assisting", ages: [26, 45], leastYears: 3 },
  "Assistant Director": { role: "assisting", ages: [22, 35], leastYears: 1 },
  "Junior Director": { role: "assisting", ages: [21, 30], leastYears: 1 },
  "Art Director": { role: "art", ages: [28, 60], leastYears: 4 },
  "Story Writers": { role: "writing", ages: [25, 65], leastYears: 1 },
  "Dialogue Writers": { role: "writing", ages: [25, 65], leastYears: 1 },
  "Lyric Writers": { role: "lyrics", ages: [25, 65], leastYears: 1 },
  "Screenplay Writers": { role: "writing", ages: [25, 60], leastYears: 1 },
};
const WRITER_SKILLS: Record<WriterRole, readonly string[]> = {
  direction: ["Shot division", "Actor direction", "Screenwriting", "Editing", "Storyboarding"],
  assisting: ["Script breakdown", "Call sheets", "Continuity", "Scheduling", "Shot division"],
  art: ["Set design", "Production design", "Props", "Storyboarding"],
  writing: ["Screenwriting", "Dialogue", "Story development", "Script doctoring"],
  lyrics: ["Lyrics", "Poetry", "Dialogue"],
};
const WRITER_EDUCATION: Record<WriterRole, readonly string[]> = {
  direction: ["Diploma in Direction (FTII)", "B.A. Mass Communication", "B.Tech", "Diploma in Film Making", "B.Com"],
  assisting: ["B.A. Mass Communication", "Diploma in Film Making", "B.Sc. Visual Communication", "B.Com"],
  art: ["B.F.A.", "B.Arch", "Diploma in Art Direction"],
  writing: ["M.A. Literature", "B.A. Journalism", "B.A. English", "B.Tech"],
  lyrics: ["M.A. Literature", "B.A. Literature", "B.A. Journalism"],
};

/** The awards a film-maker working in a language is up for: the state's own, and the national ones. */
function awardsFor(language: string): string[] {
  const state: Record<string, string> = {
    Telugu: "Nandi Award",
    Tamil: "Tamil Nadu State Film Award",
    Malayalam: "Kerala State Film Award",
    Kannada: "Karnataka State Film Award",
    Marathi: "Maharashtra State Film Award",
    Bengali: "West Bengal Film Journalists' Award",
  };
  return [...(state[language] ? [state[language]] : []), "Filmfare nomination", "Best Short Film, MAMI"];
}

function writerDirector(p: SeedPerson, rng: Rng): Omit<Prisma.WriterDirectorProfileCreateManyInput, "userId"> {
  const { role, ages, leastYears } = WRITER_ROLES[p.subcategory] ?? WRITER_ROLES["Story Writers"];
  const age = ageBetween(rng, ages);
  const years = yearsOfWork(rng, age, 20, leastYears);
  const completed = pastProjects(rng, years, 1 + Math.min(4, Math.floor(years / 3)), p.day);
  const directs = role === "direction";
  const writes = role === "writing" || role === "lyrics";
  const upTo = (n: number) => String(rng.int(0, Math.max(0, Math.min(n, years))));
  return {
    fullName: p.fullName,
    city: p.home.city,
    dateOfBirth: bornAt(rng, age, p.day),
    maritalStatus: maritalStatusFor(rng, age),
    education: educationFor(rng, age, { degrees: WRITER_EDUCATION[role] }),
    genres: rng.some(GENRES, 3),
    skills: rng.some(WRITER_SKILLS[role], 3),
    experience: `${years} ${years === 1 ? "year" : "years"}`,
    previousWorkSamples: completed.slice(0, 2),
    awards: years >= 8 && rng.chance(0.4) ? [rng.pick(awardsFor(p.home.languages[0]))] : [],
    professionalAssociations: [
      writes
        ? "Screenwriters Association"
        : role === "art"
          ? "Art Directors' Association"
          : "Film Directors' Association",
    ],
    projectsCurrent:
      years > 0 && rng.chance(0.5) ? [`Untitled ${rng.pick(GENRES).toLowerCase()} (in development)`] : [],
    projectsCompleted: completed,
    director: {
      notableMovies: directs ? completed.slice(0, 2).join(", ") : "",
      shortFilms: directs || role === "assisting" ? upTo(6) : "0",
      adFilms: directs ? upTo(12) : "0",
      webSeries: directs ? upTo(3) : "0",
      expertise: rng.pick(GENRES),
    },
    writer: {
      scriptsWritten: writes || directs ? String(Math.min(20, rng.int(years > 0 ? 1 : 0, Math.max(1, years)))) : "0",
      notableCollaborations: writes ? completed.slice(0, 1).join(", ") : "",
      genresSpecialized: rng.some(GENRES, 2).join(", "),
      publications: writes && rng.chance(0.3) ? "Short stories in literary magazines" : "",
    },
    languages: languagesFor(rng, p.home.languages, rng.int(1, 3)),
    availability: { freelance: rng.chance(0.7), fullTime: rng.chance(0.4) },
  };
}

function cameraUnit(p: SeedPerson, rng: Rng): Omit<Prisma.CameraUnitProfileCreateManyInput, "userId"> {
  const lens = p.subcategory === "Camera Lens";
  const brand = lens
    ? rng.pick(["Zeiss", "Cooke", "Canon", "Sigma"])
    : p.subcategory.startsWith("Red")
      ? "RED"
      : p.subcategory === "Alexa"
        ? "ARRI"
        : "Sony";
  const age = ageBetween(rng, [26, 60]);
  const years = yearsOfWork(rng, age, 20, 1);
  return {
    fullName: p.fullName,
    city: p.home.city,
    brand,
    dateOfBirth: bornAt(rng, age, p.day),
    maritalStatus: maritalStatusFor(rng, age),
    education: educationFor(rng, age, {
      degrees: ["B.Com", "B.Sc. Visual Communication", "Diploma in Cinematography", "B.Tech", "BBA"],
    }),
    toolsOwned: rng.some(["Tripod", "Slider", "Gimbal", "Monitor", "Follow focus", "Matte box"], 3),
    outstationShoots: rng.chance(0.7),
    outOfCountryShoots: rng.chance(0.3),
    lensType: lens
      ? rng.pick(["Prime set", "Zoom", "Anamorphic set"])
      : rng.pick(["PL-mount primes", "Zoom", "Anamorphic"]),
    focalLength: rng.pick(["18-35mm", "24-70mm", "35mm, 50mm, 85mm", "70-200mm"]),
    accessories: rng.some(["ND filters", "V-mount batteries", "Wireless video", "Camera car mount"], 2),
    pastProjects: pastProjects(rng, years, 1 + Math.min(3, Math.floor(years / 3)), p.day),
  };
}

/** What else a kind of place can be dressed as, besides itself. */
const ALSO_AS: { match: RegExp; also: readonly (typeof AVAILABLE_LOCATIONS)[number][] }[] = [
  {
    match: /Mansion|Duplex|Apartments|Homes|Village House|Farmhouse|Balcony/,
    also: ["Bedroom", "Kitchen", "Interiors", "Balcony", "Lawn", "Furniture"],
  },
  { match: /Street|Road|Beach|Park|Hills|Forest|Lawn/, also: ["Street", "Cement Road", "Park", "Scene Setup"] },
  {
    match: /.*/,
    also: ["Interiors", "Scene Setup", "Furniture", "Fall Ceiling", "Corporate Office", "Shop and Complex"],
  },
];

/** What a place of each subcategory looks like, as its owner would put it. */
const PLACE_DESCRIPTIONS: Record<string, string> = {
  Street: "A lane of old shopfronts and houses, closed to traffic on shoot days",
  "Cement Road": "A kilometre of quiet cement road between fields, good for car and bike shots",
  Beach: "A house on a quiet stretch of beach, with the sea in view from the verandah",
  Park: "A landscaped park with a lake, lawns and a bandstand",
  Hills: "A hill estate with viewpoints, winding roads and a stone cottage",
  Forest: "A private forest stretch with a stream and a clearing for base camp",
  "Mansion House": "A heritage mansion with a courtyard, a grand staircase and period furniture",
  Duplex: "A modern duplex with a double-height living room and a terrace",
  Apartments: "Furnished two- and three-bedroom flats in a gated community",
  "Individual Homes": "An independent house with a garden, a modern kitchen and a car porch",
  "Village House": "A tiled village house with a courtyard, cattle shed and a well",
  Farmhouse: "A farmhouse among mango groves, with open fields and an old well",
  Lawn: "Wedding lawns for up to 800 guests, with a stage and lighting towers",
  Balcony: "A top-floor flat with a wide balcony looking over the city",
  Hospital: "A working set of a hospital: ward, ICU, corridor and reception",
  College: "A college campus with classrooms, a library, a canteen and a ground",
  "Police Station": "A police station set with a lock-up, an SI's cabin and a records room",
  Court: "A courtroom set with a judge's bench, witness box and lawyers' chambers",
  Jail: "A jail set with barracks, cells and a high-walled yard",
  "Shop and Complex": "A shopping complex with storefronts, an atrium and escalators",
  "Medical Shop": "A pharmacy with stocked shelves and a counter, on a busy road",
  "Kirana Shop": "A neighbourhood kirana store, stocked, with a street-side front",
  "Corporate Office": "An open-plan office floor with cabins, a boardroom and a reception",
  Bank: "A bank set with counters, a manager's cabin and a strongroom",
};
const squashed = (text: string) => text.toLowerCase().replace(/\s+/g, "");

function location(p: SeedPerson, rng: Rng): Omit<Prisma.LocationProfileCreateManyInput, "userId"> {
  const own = squashed(p.subcategory);
  const matching = AVAILABLE_LOCATIONS.filter((l) => own.includes(squashed(l)) || squashed(l).includes(own));
  const also = ALSO_AS.find((a) => a.match.test(p.subcategory))!.also;
  return {
    fullName: p.fullName,
    city: p.home.city,
    availableLocations: [...new Set([...matching, ...rng.some(also, 2)])],
    availability: rng.pick(LOCATION_AVAILABILITY),
    experience: `${rng.int(5, 120)} shoots hosted`,
    description: `${PLACE_DESCRIPTIONS[p.subcategory] ?? p.subcategory}. Open to film, web and ad shoots, with parking for unit vehicles and power backup.`,
  };
}

export const PROFILE_SEEDERS: Record<ProfileKind, (p: SeedPerson, rng: Rng) => object> = {
  artist,
  technician,
  musician,
  writerDirector,
  cameraUnit,
  location,
};
