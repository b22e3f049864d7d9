import type { COMFORT_WITH } from "../../lib/profiles/kinds/technician.ts";

// What each crew trade studies, owns and works with, so that a light man lists lights and a make-up artist
// a kit, not the other way round. Fields a trade has nothing to say about stay empty on its profile.

interface Trade {
  family: "camera" | "light" | "edit" | "makeup" | "costume";
  /** The youngest and oldest members of the trade on the demo's day. */
  ages: [number, number];
  /** Years on sets the trade asks for at least (a DOP starts as an assistant). */
  leastYears: number;
  education: readonly string[];
  certifications?: readonly string[];
  tools?: readonly string[];
  cameras?: readonly string[];
  lighting?: readonly string[];
  equipment?: readonly string[];
  software?: readonly string[];
  toolPreferences?: readonly string[];
  comfortWith?: (keyof typeof COMFORT_WITH)[];
}

const CINEMA_CAMERAS = ["ARRI Alexa Mini, RED Komodo", "Sony Venice, FX9", "Canon C300 Mk II", "Blackmagic URSA 12K"];
const CAMERA_EDUCATION = [
  "Diploma in Cinematography (FTII)",
  "Diploma in Cinematography",
  "B.Sc. Visual Communication",
  "B.F.A. Photography",
];

const camera = (ages: [number, number], leastYears: number, extra: Partial<Trade> = {}): Trade => ({
  family: "camera",
  ages,
  leastYears,
  education: CAMERA_EDUCATION,
  certifications: ["ARRI camera workshop", "Cinematography diploma", "Steadicam operator course"],
  cameras: CINEMA_CAMERAS,
  toolPreferences: ["Prime lenses", "Zoom lenses", "Handheld rigs"],
  ...extra,
});
const edit = (software: readonly string[], education: readonly string[]): Trade => ({
  family: "edit",
  ages: [22, 50],
  leastYears: 1,
  education,
  certifications: ["Advanced colour grading", "Avid certified user", "Dolby Atmos mixing course"],
  tools: ["Editing workstation", "Calibrated grading monitor", "Studio monitors"],
  software,
});
const makeup = (hair: boolean): Trade => ({
  family: "makeup",
  ages: [21, 50],
  leastYears: 1,
  education: hair
    ? ["Certificate in Hair Design", "Diploma in Cosmetology", "Class 12", "B.Com"]
    : ["Diploma in Cosmetology", "Professional make-up course", "Class 12", "B.Com"],
  certifications: hair
    ? ["Hair design certificate", "Wig making workshop"]
    : ["Prosthetics workshop", "Airbrush make-up"],
  tools: hair ? ["Styling tools, wigs and extensions"] : ["Make-up kit (Kryolan, MAC)", "Airbrush kit"],
  toolPreferences: hair ? ["Ceramic irons", "Heated rollers"] : ["Airbrush", "HD cream bases"],
  comfortWith: hair ? ["hairStyling"] : ["makeup", "hairStyling"],
});

const TRADES: Record<string, Trade> = {
  DOP: camera([30, 60], 6, {
    lighting: ["Night exteriors", "Studio three-point", "Natural light"],
    software: ["DaVinci Resolve", "Livegrade"],
  }),
  "Assistant DOP": camera([22, 40], 1),
  "Focus Puller": camera([22, 45], 1, { tools: ["Wireless follow focus, marking kit", "Cine tape measure"] }),
  "Still Photographer": camera([22, 50], 1, {
    cameras: ["Canon R5, Sony A7 IV", "Nikon Z8", "Sony A1"],
    certifications: ["Diploma in Photography"],
    software: ["Lightroom", "Photoshop", "Capture One"],
    equipment: ["Two Profoto strobes", "Godox lighting kit"],
  }),
  "Light Man": {
    family: "light",
    ages: [20, 55],
    leastYears: 1,
    education: ["Class 10", "Class 12", "ITI Electrician", "Diploma in Electrical Engineering"],
    certifications: ["Electrical safety (ITI)"],
    lighting: ["HMI and tungsten units", "Night exteriors", "Balloon lights", "LED panels"],
    equipment: ["Aputure 600d and stands", "Flags and reflectors"],
  },
  Editors: edit(
    ["Premiere Pro", "Avid Media Composer", "Final Cut Pro", "After Effects"],
    ["Diploma in Film Editing", "B.Sc. Visual Communication", "B.Sc. Multimedia"],
  ),
  "Video Editors": edit(
    ["Premiere Pro", "Final Cut Pro", "After Effects"],
    ["Diploma in Film Editing", "B.Sc. Multimedia", "B.Com"],
  ),
  "Color Mixer": edit(["DaVinci Resolve", "Baselight"], ["Diploma in Film Editing", "B.Sc. Visual Communication"]),
  "Audio Editor": edit(
    ["Pro Tools", "Nuendo", "iZotope RX"],
    ["Diploma in Sound Engineering", "B.Sc. Audio Production"],
  ),
  "Makeup Artist": makeup(false),
  "Makeup Artist (Male)": makeup(false),
  "Makeup Artist (Female)": makeup(false),
  "Hair Stylist (Male)": makeup(true),
  "Hair Stylist (Female)": makeup(true),
  "Costume Designer": {
    family: "costume",
    ages: [24, 55],
    leastYears: 2,
    education: ["B.Des. Fashion Design (NIFT)", "Diploma in Fashion Design", "B.Sc. Costume Design"],
    certifications: ["Period costume workshop"],
    tools: ["Sewing machines and a sampling unit"],
    toolPreferences: ["Hand block prints", "Handloom fabrics"],
    comfortWith: ["traditionalWear", "westernWear"],
  },
};

/** The trade of a crew subcategory. */
export function technicianTrade(subcategory: string): Trade {
  return TRADES[subcategory] ?? TRADES["Assistant DOP"];
}
