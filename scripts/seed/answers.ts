import type { ProfileKind } from "../../lib/catalog.ts";
import { pastProjects } from "./life.ts";
import type { Rng } from "./people.ts";

// What demo applicants write: each answer from what its question asks (languages, dates, a link, credits…)
// and from the applicant's own profile, and a note that fits their trade.

type QuestionKind =
  "languages" | "availability" | "guardian" | "link" | "credits" | "training" | "city" | "favouriteRole" | "other";

const KINDS: [RegExp, QuestionKind][] = [
  [/language/i, "languages"],
  [/parent|guardian/i, "guardian"],
  [/\blink\b|\breel\b/i, "link"],
  [/\bfree\b|available|availability|dates?\b/i, "availability"],
  [/assisted|worked on|credits|films have you/i, "credits"],
  [/training|stunt|martial|swim|dance/i, "training"],
  [/city|where do you live|based/i, "city"],
  [/role you loved|favourite role/i, "favouriteRole"],
];

/** What a screening question asks for. */
function questionKind(question: string): QuestionKind {
  return KINDS.find(([pattern]) => pattern.test(question))?.[1] ?? "other";
}

/** What an answer draws on: the applicant as their profile has them. */
export interface Applicant {
  kind: ProfileKind;
  name: string;
  gender: string;
  city: string | null;
  languages: readonly string[];
  skills: readonly string[];
  /** Years of work, as the profile gives them. */
  years: number;
  /** Titles of past work, latest first. */
  credits: readonly string[];
  availability: "AVAILABLE" | "ON_SHOOT" | "NOT_AVAILABLE";
  busyUntil: Date | null;
  guardian: { name: string; relation: string } | null;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const dayMonth = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

function list(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const pronouns = (gender: string) => ({ them: gender === "Female" ? "her" : gender === "Male" ? "him" : "them" });

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, "");

const FIGHT_SKILLS = /Kalaripayattu|Martial arts|Stage combat|Horse riding|Swimming/;

/** The applicant's answer to one question of a call, as of the seed's `day`. */
export function answerFor(question: string, who: Applicant, rng: Rng, day: Date): string {
  const first = who.name.split(" ")[0];
  switch (questionKind(question)) {
    case "languages": {
      const [own, ...others] = who.languages.length ? who.languages : ["Hindi"];
      return others.length
        ? `${own} is my mother tongue; I also act in ${list(others)}.`
        : `${own} only, for now; I am working on my Hindi.`;
    }
    case "availability":
      if (who.availability === "ON_SHOOT" && who.busyUntil)
        return `I am on another shoot until ${dayMonth(who.busyUntil)}; from then on I am free, February and March included.`;
      return rng.pick([
        "Yes, I am free from 1 February to the end of March.",
        "Yes: no other commitments from February till mid-April.",
      ]);
    case "guardian": {
      return who.guardian
        ? `Yes. I am ${first}'s ${who.guardian.relation.toLowerCase()}, ${who.guardian.name}, and I will be on set with ${pronouns(who.gender).them} the whole day.`
        : "Yes, my mother will be with me on set the whole day.";
    }
    case "link":
      if (who.years === 0 || rng.chance(0.3))
        return /voice/i.test(question)
          ? "Nothing online yet; my self-tape has two voices I do."
          : "Nothing online yet; my self-tape has a two-minute sketch.";
      return /voice/i.test(question)
        ? `https://soundcloud.com/${slug(who.name)}/voice-reel`
        : `https://www.youtube.com/@${slug(who.name)}`;
    case "credits":
      return who.credits.length
        ? `${list(who.credits.slice(0, 3))}${who.kind === "writerDirector" ? ", as an assistant director" : ""}.`
        : "None released yet: I assisted on two diploma short films at my film school.";
    case "training": {
      const trained = who.skills.filter((s) => FIGHT_SKILLS.test(s));
      return trained.length
        ? `Yes: ${list(trained).toLowerCase()}. I am comfortable doing basic stunts myself.`
        : "No formal training yet, but I am fit and happy to train with the stunt team before the shoot.";
    }
    case "city":
      return who.city ? `${who.city}. I can travel for auditions and the shoot.` : "I can travel for the shoot.";
    case "favouriteRole": {
      if (who.years === 0)
        return "I haven't acted on screen yet. On stage in college I played the lead in a Girish Karnad play, and loved every show.";
      const [credit] = who.credits.length ? who.credits : pastProjects(rng, who.years, 1, day);
      return rng.pick([
        `The younger sibling in ${credit}: a small part, but the one the story turns on.`,
        `A village schoolteacher in ${credit}. I spent a week with real teachers to get ${pronouns(who.gender).them} right.`,
        `The comic friend in ${credit}; the director let me improvise half my lines.`,
      ]);
    }
    default:
      return "Happy to talk this through on a call; my number is on my profile.";
  }
}

const NOTES: Record<ProfileKind | "child", readonly string[]> = {
  artist: [
    "",
    "My showreel on the profile has a scene close to this role.",
    "Available for a look test any day next week.",
  ],
  child: ["", "Weekends and school holidays suit us best.", "We can come for a look test any weekend."],
  technician: ["", "My work samples are on the profile.", "Can join from the first day of the schedule."],
  musician: ["", "Samples are on my profile.", "I can record at your studio or send files from mine."],
  writerDirector: [
    "",
    "I can share my breakdowns and a sample call sheet.",
    "Free to start pre-production right away.",
  ],
  cameraUnit: [
    "",
    "Comes with an experienced operator and an assistant.",
    "The kit is serviced; we can deliver the evening before.",
  ],
  location: [
    "",
    "Free on your dates; a recce can be arranged any morning.",
    "Power backup and parking for three vans on site.",
  ],
};

/** An applicant's note: nothing, or a line that fits their trade. */
export function noteFor(kind: ProfileKind, child: boolean, n: number): string {
  const notes = NOTES[child ? "child" : kind];
  return notes[n % notes.length];
}
