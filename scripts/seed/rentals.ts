import "server-only";
import type { Db } from "../../lib/server/db.ts";
import type { Prisma } from "../../lib/generated/prisma/client.ts";
import { addDays, todayInIndia } from "../../lib/dates.ts";
import { formatInr } from "../../lib/money.ts";
import { CATEGORIES } from "../../lib/catalog.ts";
import { canonicalCity } from "../../lib/search/vocabulary.ts";
import {
  ANSWER_HOURS,
  RENTAL_KINDS,
  type BookingState,
  type CancellationPolicyName,
} from "../../lib/rentals/options.ts";
import { bookingNotices } from "../../lib/rentals/notices.ts";
import { bookingPath } from "../../lib/rentals/paths.ts";
import {
  cancellationCharge,
  indiaMoment,
  priceOf,
  spanBounds,
  spanColumns,
  type Rates,
  type Span,
} from "../../lib/rentals/pricing.ts";
import { insertRows } from "./bulk.ts";
import { DEMO_HIRER_LOGIN, HIRER_DOMAIN } from "./hiring.ts";
import { DEMO_DOMAIN, rng, type Rng } from "./people.ts";

// Rentals in the demo: every demo Camera Unit and Locations member has rates, a deposit, a cancellation
// policy and notes in their own words; the first owners of each kind close a few days in the coming weeks;
// and the demo studios and a few demo members have bookings in every state, with the reviews and notices
// the real flows would have left (lib/rentals/bookings.ts, reviews.ts). Totals come from the owner's terms
// by the same rule as a request's (lib/rentals/pricing.ts). README lists the sign-ins.

/** The fixed demo owners (the first member of each category, scripts/seed/index.ts `demoLoginFor`). */
export const DEMO_CAMERA_LOGIN = `cameraunit${DEMO_DOMAIN}`;
export const DEMO_LOCATION_LOGIN = `location${DEMO_DOMAIN}`;
const RENTAL_CATEGORIES = CATEGORIES.filter((c) => RENTAL_KINDS.includes(c.kind));
const RENTAL_CATEGORY_NAMES = RENTAL_CATEGORIES.map((c) => c.name);
const HOUR_MS = 3_600_000;
const ANSWER_MS = ANSWER_HOURS * HOUR_MS;
/** Members given terms at once when a large demo set is filled in. */
const TERMS_BATCH = 2000;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Where in each demo city a place or a rental house would be: its neighbourhoods, and the outskirts for farms. */
const AREAS: Record<string, { town: readonly string[]; outskirts: readonly string[] }> = {
  Mumbai: { town: ["Bandra", "Juhu", "Andheri West", "Versova", "Goregaon"], outskirts: ["Madh Island", "Karjat"] },
  Hyderabad: {
    town: ["Jubilee Hills", "Banjara Hills", "Film Nagar", "Gachibowli", "Kondapur"],
    outskirts: ["Moinabad", "Shankarpally", "Shamshabad"],
  },
  Chennai: {
    town: ["Vadapalani", "Kodambakkam", "Besant Nagar", "Mylapore", "Guindy"],
    outskirts: ["ECR", "Poonamallee"],
  },
  Bengaluru: {
    town: ["Indiranagar", "Jayanagar", "Rajajinagar", "Whitefield", "JP Nagar"],
    outskirts: ["Kanakapura Road", "Devanahalli"],
  },
  Delhi: {
    town: ["Hauz Khas", "Greater Kailash", "Lajpat Nagar", "Karol Bagh"],
    outskirts: ["Chhattarpur", "Bijwasan"],
  },
  Kolkata: { town: ["Tollygunge", "Ballygunge", "Salt Lake", "New Town"], outskirts: ["Joka", "Baruipur"] },
  Kochi: { town: ["Fort Kochi", "Kakkanad", "Edappally", "Panampilly Nagar"], outskirts: ["Aluva", "Kumbalangi"] },
  Pune: { town: ["Koregaon Park", "Kothrud", "Baner", "Aundh"], outskirts: ["Mulshi", "Lonavala"] },
  Visakhapatnam: { town: ["MVP Colony", "Siripuram", "Rushikonda"], outskirts: ["Bheemili", "Anandapuram"] },
  Vijayawada: { town: ["Benz Circle", "Gunadala", "Governorpet"], outskirts: ["Kondapalli", "Ibrahimpatnam"] },
  Thiruvananthapuram: { town: ["Vazhuthacaud", "Pattom", "Kowdiar"], outskirts: ["Kovalam", "Neyyar"] },
  Ahmedabad: { town: ["Bodakdev", "Satellite", "Navrangpura"], outskirts: ["Sanand", "Adalaj"] },
  Jaipur: { town: ["C-Scheme", "Vaishali Nagar", "Malviya Nagar"], outskirts: ["Amer", "Jaisinghpura"] },
  Goa: { town: ["Panaji", "Candolim", "Margao"], outskirts: ["Assagao", "Aldona"] },
};

/** Camera bodies by subcategory, with what a day of each rents for (rupees, a 10-hour shift). */
const CAMERA_BODIES: Record<string, readonly { model: string; rate: [number, number] }[]> = {
  Sony: [
    { model: "Sony FX6", rate: [8000, 10000] },
    { model: "Sony FX9", rate: [12000, 15000] },
    { model: "Sony Venice 2", rate: [35000, 40000] },
  ],
  "Red Epic": [
    { model: "RED Epic-W Helium 8K", rate: [18000, 22000] },
    { model: "RED Epic Dragon 6K", rate: [14000, 17000] },
  ],
  "Red Dragon": [
    { model: "RED Weapon Dragon 6K", rate: [16000, 20000] },
    { model: "RED Scarlet-W Dragon 5K", rate: [12000, 14000] },
  ],
  Alexa: [
    { model: "ARRI Alexa Mini", rate: [28000, 32000] },
    { model: "ARRI Alexa Mini LF", rate: [38000, 42000] },
    { model: "ARRI Alexa 35", rate: [42000, 45000] },
  ],
};
/** A lens set's day rate by maker; an anamorphic set costs half as much again. */
const LENS_RATES: Record<string, [number, number]> = {
  Cooke: [15000, 20000],
  Zeiss: [12000, 16000],
  Canon: [8000, 10000],
  Sigma: [8000, 10000],
};

interface PlaceKind {
  day: [number, number];
  /** Whether it also rents by the hour: always, sometimes, or (absent) never. */
  hourly?: "always" | "sometimes";
  /** Farms, forests and roads are out of town. */
  outskirts?: boolean;
  /** The owner's notes, from the neighbourhood and the city. */
  notes: (area: string, city: string) => string;
}

/** What each kind of place rents for (rupees a day) and how its owner describes the terms. */
const PLACES: Record<string, PlaceKind> = {
  Street: {
    day: [15000, 40000],
    notes: (a, c) =>
      `The lane is ours: a row of old shopfronts and houses in ${a}, ${c}. We close it to traffic from 6 am on shoot days and speak to the neighbours ourselves. Police permission is the production's; we help with the letter.`,
  },
  "Cement Road": {
    day: [15000, 30000],
    outskirts: true,
    notes: (a, c) =>
      `A kilometre of cement road between paddy fields near ${a}, outside ${c}. Good for car chases and bike shots; the farmers around are used to crews. Unit vans park in our yard.`,
  },
  Beach: {
    day: [60000, 150000],
    notes: (a, c) =>
      `Our beach house in ${a}, ${c}, with the verandah facing the sea. You get the house, the garden and our stretch of sand; the tide is highest after 4 pm, so plan the wide shots before. Generator on site.`,
  },
  Park: {
    day: [25000, 60000],
    notes: (a, c) =>
      `A private park in ${a}, ${c}: a lake, lawns and a bandstand. Shoots from 6 am to 6 pm; we keep the public gate closed on shoot days. No drones without the production's own permission.`,
  },
  Hills: {
    day: [50000, 120000],
    outskirts: true,
    notes: (a, c) =>
      `Our hill estate near ${a}, a drive from ${c}: viewpoints, winding estate roads and a stone cottage for makeup and costume. The road up takes tempo travellers, not 40-foot trucks.`,
  },
  Forest: {
    day: [40000, 100000],
    outskirts: true,
    notes: (a, c) =>
      `A private stretch of forest near ${a}, outside ${c}, with a stream and a clearing for base camp. No fires and no plastic left behind; our watchman stays with the unit.`,
  },
  "Mansion House": {
    day: [150000, 250000],
    notes: (a, c) =>
      `A heritage mansion in ${a}, ${c}: courtyard, grand staircase, period furniture. Lights stand on mats over the wooden floors, and our caretaker is on set all day. Lunch for the unit can be served in the outhouse.`,
  },
  Duplex: {
    day: [60000, 120000],
    hourly: "sometimes",
    notes: (a, c) =>
      `A modern duplex in ${a}, ${c}, with a double-height living room and a terrace. We live here, so the bedrooms upstairs stay closed; the rest is yours from 8 am to 10 pm.`,
  },
  Apartments: {
    day: [30000, 60000],
    hourly: "sometimes",
    notes: (a, c) =>
      `Furnished two- and three-bedroom flats in a gated community in ${a}, ${c}. The society allows shoots on weekdays only; we get the secretary's letter and the security passes. Unit vans park outside the gate.`,
  },
  "Individual Homes": {
    day: [50000, 150000],
    hourly: "sometimes",
    notes: (a, c) =>
      `Our bungalow in ${a}, ${c}: a garden, a modern kitchen and a car porch. It is our family home, so shoes off inside and no cooking on set; the kitchen can be dressed but not used. Power backup for lights up to 25 kW.`,
  },
  "Village House": {
    day: [25000, 50000],
    outskirts: true,
    notes: (a) =>
      `A tiled village house near ${a} with a courtyard, a cattle shed and a well. The family who live here cook lunch for up to 30 people if told a day ahead.`,
  },
  Farmhouse: {
    day: [75000, 150000],
    outskirts: true,
    notes: (a, c) =>
      `A farmhouse among mango groves in ${a}, outside ${c}, with open fields and an old well. Night shoots welcome; six rooms for artists to rest and change.`,
  },
  Lawn: {
    day: [80000, 200000],
    notes: (a, c) =>
      `Wedding lawns in ${a}, ${c}, for up to 800 guests, with a stage and lighting towers. November to February is the wedding season: ask early for those months.`,
  },
  Balcony: {
    day: [20000, 40000],
    hourly: "sometimes",
    notes: (a, c) =>
      `A top-floor flat in ${a}, ${c}, with a wide balcony over the city; golden hour faces west. The lift takes light stands, anything bigger goes up the stairs.`,
  },
  Hospital: {
    day: [60000, 120000],
    hourly: "sometimes",
    notes: (a, c) =>
      `A hospital set in ${a}, ${c}: ward, ICU, corridor and reception, with real monitors and beds. Our art assistant changes the dressing with you; props stay on set.`,
  },
  College: {
    day: [80000, 150000],
    notes: (a, c) =>
      `A college campus in ${a}, ${c}: classrooms, library, canteen and a ground. Shoots on Sundays and in the holidays only; students can be extras by arrangement.`,
  },
  "Police Station": {
    day: [40000, 80000],
    hourly: "sometimes",
    notes: (a, c) =>
      `A police station set in ${a}, ${c}, with a lock-up, an SI's cabin and a records room. Uniforms and props on hire from our store next door.`,
  },
  Court: {
    day: [50000, 90000],
    hourly: "always",
    notes: (a, c) =>
      `A courtroom set on our studio floor in ${a}, ${c}: judge's bench, witness box and lawyers' chambers. The floor is air-conditioned and treated for sync sound.`,
  },
  Jail: {
    day: [50000, 90000],
    notes: (a, c) =>
      `A jail set in ${a}, ${c}, with barracks, cells and a high-walled yard. The yard takes a crane, and the cell walls open for the camera.`,
  },
  "Shop and Complex": {
    day: [100000, 250000],
    hourly: "sometimes",
    notes: (a, c) =>
      `A shopping complex in ${a}, ${c}, with storefronts, an atrium and escalators. Before 10 am and after 9 pm the whole floor is yours; in between, one wing with the shops open.`,
  },
  "Medical Shop": {
    day: [15000, 30000],
    hourly: "always",
    notes: (a, c) =>
      `A pharmacy on a busy road in ${a}, ${c}, stocked and lit. We pull the shutter down for the shoot; the counter and the shelves stay as they are.`,
  },
  "Kirana Shop": {
    day: [15000, 25000],
    hourly: "always",
    notes: (a, c) =>
      `Our kirana store in ${a}, ${c}, stocked, with its street-side front. We sell till 9 am; after that it is yours.`,
  },
  "Corporate Office": {
    day: [60000, 150000],
    hourly: "always",
    notes: (a, c) =>
      `An open-plan office floor in ${a}, ${c}, with cabins, a boardroom and a reception. Weekends the whole day, weekdays after 7 pm; the building's NOC is included.`,
  },
  Bank: {
    day: [60000, 120000],
    hourly: "always",
    notes: (a, c) =>
      `A bank set in ${a}, ${c}: counters, a manager's cabin and a strongroom. Cash props and a working ATM front on request.`,
  },
};

const CAMERA_CLOSINGS = [
  "Please bring the DOP's or the production's ID and a company letter at pickup.",
  "First-time renters: a copy of the production's GST certificate and the DOP's ID, please.",
  "The deposit comes back the day the kit is returned and checked.",
];

interface TermsSource {
  subcategory: string;
  city: string | null;
  camera?: {
    brand: string | null;
    lensType: string | null;
    focalLength: string | null;
    accessories: string[];
    toolsOwned: string[];
    outstationShoots: boolean;
  } | null;
}

type TermsRow = Omit<Prisma.RentalTermsCreateManyInput, "ownerId">;

function policy(r: Rng, weights: [flexible: number, moderate: number]): CancellationPolicyName {
  const roll = r.next();
  return roll < weights[0] ? "flexible" : roll < weights[0] + weights[1] ? "moderate" : "strict";
}

/** How a camera body's lenses read after "with" ("PL-mount primes", "a cine zoom"). */
const BODY_LENSES: Record<string, string> = { Zoom: "a cine zoom", Anamorphic: "anamorphic lenses" };
/** "Tripod" reads "tripod" mid-sentence; "ND filters" and "V-mount batteries" stay as they are. */
const midSentence = (word: string) => (/^[A-Z][a-z]/.test(word) ? word[0].toLowerCase() + word.slice(1) : word);

function cameraTerms(source: TermsSource, city: string, r: Rng): TermsRow {
  const camera = source.camera;
  const area = r.pick(AREAS[city]?.town ?? [city]);
  const focal = camera?.focalLength ? ` (${camera.focalLength})` : "";
  let kit: string;
  let rate: [number, number];
  if (source.subcategory === "Camera Lens") {
    const brand = camera?.brand && camera.brand in LENS_RATES ? camera.brand : "Zeiss";
    const [low, high] = LENS_RATES[brand];
    const anamorphic = /anamorphic/i.test(camera?.lensType ?? "");
    kit = `A ${brand} ${midSentence(camera?.lensType ?? "Prime set")}${focal}`;
    rate = anamorphic ? [Math.round(low * 1.5), Math.round(high * 1.5)] : [low, high];
  } else {
    const body = r.pick(CAMERA_BODIES[source.subcategory] ?? CAMERA_BODIES.Sony);
    const lenses = camera?.lensType ? (BODY_LENSES[camera.lensType] ?? camera.lensType) : "a cine zoom";
    kit = `${body.model} body with ${lenses}${focal}`;
    rate = body.rate;
  }
  const dayRate = roundTo(r.int(...rate), 500);
  const extras = [...(camera?.accessories ?? []), ...(camera?.toolsOwned ?? [])].map(midSentence);
  const list = extras.length > 1 ? `${extras.slice(0, -1).join(", ")} and ${extras.at(-1)}` : extras[0];
  const notes = [
    `${kit}${list ? `, ${list}` : ""}.`,
    `A day is a 10-hour shift with our camera attendant; overtime is ${formatInr(roundTo(dayRate / 10, 100))} an hour.`,
    `Pickup and return at our office in ${area}, or we deliver to your set anywhere in ${city}.`,
    camera?.outstationShoots
      ? "Outstation schedules welcome: the attendant's travel, stay and batta are on the production."
      : `We rent within ${city} only.`,
    r.pick(CAMERA_CLOSINGS),
  ].join(" ");
  return {
    dayRate,
    hourlyRate: null,
    minimumHours: null,
    deposit: Math.max(10_000, roundTo(dayRate * r.int(2, 5), 5000)),
    cancellation: policy(r, [0.45, 0.4]),
    notes,
  };
}

function placeTerms(source: TermsSource, city: string, r: Rng): TermsRow {
  const place = PLACES[source.subcategory] ?? PLACES.Street;
  const areas = AREAS[city] ?? { town: [city], outskirts: [city] };
  const area = r.pick(place.outskirts ? areas.outskirts : areas.town);
  const dayRate = roundTo(r.int(...place.day), 5000);
  const hourly = place.hourly === "always" || (place.hourly === "sometimes" && r.chance(0.5));
  const hourlyRate = hourly ? roundTo((dayRate / 8) * (1.1 + r.next() * 0.2), 500) : null;
  const minimumHours = hourly ? r.int(3, 6) : null;
  const notes =
    place.notes(area, city) + (hourly ? ` Short shoots can take it by the hour, ${minimumHours} hours at least.` : "");
  return {
    dayRate,
    hourlyRate,
    minimumHours,
    deposit: Math.max(5000, roundTo(dayRate * (0.25 + r.next() * 0.25), 5000)),
    cancellation: policy(r, dayRate >= 100_000 ? [0.1, 0.4] : [0.3, 0.5]),
    notes,
  };
}

/** A demo owner's terms, from what their profile says they rent out and where. */
function termsFor(source: TermsSource, r: Rng): TermsRow {
  const city = canonicalCity(source.city) ?? "Hyderabad";
  return source.subcategory in PLACES ? placeTerms(source, city, r) : cameraTerms(source, city, r);
}

/**
 * Terms for every demo Camera Unit and Locations member who has none yet (all of them on a first run, the
 * new ones after a larger SEED_USERS), a batch at a time. Returns how many were given terms.
 */
async function seedTerms(prisma: Db, now: Date): Promise<number> {
  let done = 0;
  for (;;) {
    const owners = await prisma.user.findMany({
      where: {
        accountType: "TALENT",
        category: { in: RENTAL_CATEGORY_NAMES },
        email: { endsWith: DEMO_DOMAIN },
        rentalTerms: { is: null },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: TERMS_BATCH,
      select: {
        id: true,
        subcategory: true,
        location: { select: { city: true } },
        cameraUnit: {
          select: {
            city: true,
            brand: true,
            lensType: true,
            focalLength: true,
            accessories: true,
            toolsOwned: true,
            outstationShoots: true,
          },
        },
      },
    });
    if (!owners.length) return done;
    const updatedAt = now;
    await insertRows(
      prisma,
      "RentalTerms",
      owners.map((owner, i) => ({
        ownerId: owner.id,
        ...termsFor(
          {
            subcategory: owner.subcategory,
            city: owner.location?.city ?? owner.cameraUnit?.city ?? null,
            camera: owner.cameraUnit,
          },
          rng((done + i) * 41 + 17),
        ),
        updatedAt,
      })),
    );
    done += owners.length;
  }
}

/** Which owner: a fixed demo sign-in, or the oldest demo member of a subcategory free to take a booking. */
type OwnerRef = { login: string } | { subcategory: string };

type Story =
  | "requested"
  | "quoted"
  | "accepted"
  | "accepted after a quote"
  | "declined"
  | "cancelled by the renter"
  | "cancelled by the owner"
  | "withdrawn"
  | "expired";

interface SeedBooking {
  owner: OwnerRef;
  renter: string;
  /** Days from today in India, first and last; or one day's hours, India time. */
  days: [first: number, last: number] | { day: number; from: string; to: string };
  projectTitle: string;
  /** The renter's words; `{city}` is the owner's city. */
  message: string;
  story: Story;
  /** When the request was sent, hours ago. */
  askedHoursAgo: number;
  /** When the owner answered (accepted, declined or quoted), hours ago; a quote is accepted 5 hours after. */
  answeredHoursAgo?: number;
  /** The owner's changed total, as a share of the computed one. */
  quoteShare?: number;
  /** Accepted, then cancelled: hours ago. */
  cancelledHoursAgo?: number;
  reason?: string;
  /** After the last day: the renter's review of the owner, the owner's of the renter. */
  reviews?: { renter?: [rating: number, text: string]; owner?: [rating: number, text: string] };
}

const hirer = (slug: string) => `${slug}${HIRER_DOMAIN}`;
const WRITER_DIRECTOR = `writerdirector${DEMO_DOMAIN}`;
const TECHNICIAN = `technician${DEMO_DOMAIN}`;

/**
 * The demo bookings. The fixed sign-ins each have something to do at /bookings: the demo hirer a request
 * waiting for the camera owner, a changed total waiting for them, a booking in a few days and a past one
 * reviewed both ways; the camera and location owners requests to answer. Accepted days never overlap
 * another accepted booking or a closed day of the same owner, and open requests name free days only.
 */
const BOOKINGS: readonly SeedBooking[] = [
  {
    owner: { login: DEMO_CAMERA_LOGIN },
    renter: DEMO_HIRER_LOGIN,
    days: [9, 11],
    projectTitle: "Monsoon Letters",
    message:
      "Hello! We need a second camera for the Rajahmundry schedule of Monsoon Letters: the wedding sequence, three days. Our DOP would like the full kit with the monitor and extra batteries. Can your attendant travel with it? Travel, stay and batta are on us.",
    story: "requested",
    askedHoursAgo: 5,
  },
  {
    owner: { login: DEMO_LOCATION_LOGIN },
    renter: WRITER_DIRECTOR,
    days: [16, 17],
    projectTitle: "Krishna Ghat (short film)",
    message:
      "I'm shooting a 20-minute short with a crew of twelve: a boy running through the lane down to the ghat, mornings mostly. We bring our own generator and clear up every evening. Are both days free?",
    story: "requested",
    askedHoursAgo: 20,
  },
  {
    owner: { subcategory: "Corporate Office" },
    renter: DEMO_HIRER_LOGIN,
    days: { day: 6, from: "10:00", to: "15:00" },
    projectTitle: "Monsoon Letters",
    message:
      "Office scenes for Monsoon Letters: Arjun works in {city}. We'd like the boardroom and the open floor from 10 am to 3 pm, with about 35 crew.",
    story: "quoted",
    askedHoursAgo: 30,
    answeredHoursAgo: 6,
    quoteShare: 1.15,
  },
  // Two productions share one day of the office by the hour: its calendar shows the day partly booked.
  {
    owner: { subcategory: "Corporate Office" },
    renter: WRITER_DIRECTOR,
    days: { day: 8, from: "08:00", to: "12:00" },
    projectTitle: "Quarterly (short film)",
    message:
      "A morning in a boardroom for a ten-minute short about a layoff meeting: six actors, a crew of ten, no lights on stands beyond two LED panels.",
    story: "accepted",
    askedHoursAgo: 70,
    answeredHoursAgo: 60,
  },
  {
    owner: { subcategory: "Corporate Office" },
    renter: TECHNICIAN,
    days: { day: 8, from: "18:00", to: "21:00" },
    projectTitle: "Night Shift (music video)",
    message:
      "An evening on the open floor after your staff leave: a singer, a dancer and four of us on camera and lights. We pack up by nine.",
    story: "accepted",
    askedHoursAgo: 40,
    answeredHoursAgo: 30,
  },
  {
    owner: { login: DEMO_LOCATION_LOGIN },
    renter: DEMO_HIRER_LOGIN,
    days: [3, 4],
    projectTitle: "Monsoon Letters",
    message:
      "Two days of street scenes for Monsoon Letters: Meera's walk to the bus stand and the festival procession. About 60 people on set; we'd need the lane closed from 7 am.",
    story: "accepted",
    askedHoursAgo: 144,
    answeredHoursAgo: 130,
  },
  {
    owner: { login: DEMO_CAMERA_LOGIN },
    renter: TECHNICIAN,
    days: [20, 23],
    projectTitle: "Pocket Money (ad film)",
    message:
      "Four days for a bank's ad film, mostly handheld in the old city. I'll operate myself; your attendant for batteries and media would be a great help.",
    story: "accepted",
    askedHoursAgo: 96,
    answeredHoursAgo: 80,
  },
  {
    owner: { login: DEMO_CAMERA_LOGIN },
    renter: DEMO_HIRER_LOGIN,
    days: [-8, -8],
    projectTitle: "Monsoon Letters",
    message:
      "One day for the look test of Monsoon Letters at our studio: costumes, makeup and the lead pair's screen test.",
    story: "accepted",
    askedHoursAgo: 14 * 24,
    answeredHoursAgo: 13 * 24,
    reviews: {
      renter: [5, "The kit came charged and labelled, and the attendant was on set at 7 sharp. Smooth look test."],
      owner: [
        5,
        "A clear call sheet, an on-time pack-up and the kit back spotless. Happy to work with this team again.",
      ],
    },
  },
  {
    owner: { subcategory: "Mansion House" },
    renter: hirer("malabar-light-films"),
    days: [-24, -21],
    projectTitle: "Paper Kites",
    message:
      "Four days in the mansion for Paper Kites: it is the grandfather's house. We'd use the courtyard, the staircase and the front room, with rain machines outside only.",
    story: "accepted",
    askedHoursAgo: 40 * 24,
    answeredHoursAgo: 39 * 24,
    reviews: {
      renter: [
        5,
        "The house is exactly as the pictures show, and the caretaker knew where the light falls at every hour. The courtyard at noon is something else.",
      ],
      owner: [
        5,
        "A careful crew: mats under every stand, furniture put back as it was, rain machines kept outside as promised.",
      ],
    },
  },
  {
    owner: { subcategory: "Red Epic" },
    renter: hirer("howrah-bridge-films"),
    days: [-15, -12],
    projectTitle: "Tram Number 5",
    message:
      "Four nights on the tram routes for Tram Number 5. We need the camera with the full set of batteries; we shoot 7 pm to 5 am.",
    story: "accepted",
    askedHoursAgo: 25 * 24,
    answeredHoursAgo: 24 * 24,
    reviews: {
      renter: [
        4,
        "Clean camera, media cards formatted and labelled. One battery ran short on the second night, but a replacement was on set within the hour.",
      ],
      owner: [5, "Deposit paid the day before, kit returned checked and on time. Easy people to work with."],
    },
  },
  {
    owner: { subcategory: "Alexa" },
    renter: hirer("marina-frames"),
    days: [-6, -4],
    projectTitle: "Neon Bazaar",
    message:
      "Three days for Neon Bazaar in T. Nagar: night exteriors, a lot of neon. Could you include a second monitor for the director?",
    story: "accepted after a quote",
    askedHoursAgo: 12 * 24,
    answeredHoursAgo: 11 * 24,
    quoteShare: 0.9,
    reviews: {
      owner: [4, "A good team. The last night ran two hours over, and they settled the overtime without a word."],
    },
  },
  {
    owner: { login: DEMO_LOCATION_LOGIN },
    renter: hirer("bay-breeze-entertainment"),
    days: [10, 10],
    projectTitle: "Godavari Ammayi",
    message: "One day for the village market song, 80 dancers. We will pay everything after the shoot.",
    story: "declined",
    askedHoursAgo: 72,
    answeredHoursAgo: 50,
    reason:
      "Sorry: we host shoots only with a signed location agreement and the deposit before the first day, and your team asked to settle everything after the shoot.",
  },
  {
    owner: { subcategory: "Alexa" },
    renter: WRITER_DIRECTOR,
    days: [13, 13],
    projectTitle: "Krishna Ghat (short film)",
    message:
      "One day for the ghat sequence of my short. Could the Alexa go without an attendant? I have an experienced focus puller.",
    story: "declined",
    askedHoursAgo: 48,
    answeredHoursAgo: 30,
    reason:
      "The Alexa goes out only with our attendant, and for a one-day short it may be more camera than you need. Ask me for a friend's FX6 that is free that day.",
  },
  {
    owner: { subcategory: "Individual Homes" },
    renter: hirer("marina-frames"),
    days: [7, 8],
    projectTitle: "Tiffin Box",
    message:
      "Two days for the school kid's home in Tiffin Box: the kitchen, the hall and the front gate in the morning light.",
    story: "cancelled by the renter",
    askedHoursAgo: 10 * 24,
    answeredHoursAgo: 9 * 24,
    cancelledHoursAgo: 26,
    reason:
      "The school scenes moved to January after the exams, so we won't need the house this month. Sorry for the late change.",
  },
  {
    owner: { subcategory: "Farmhouse" },
    renter: hirer("konkan-coast-pictures"),
    days: [12, 13],
    projectTitle: "Saawan Aaya (music video)",
    message:
      "Two days for the music video: the mango grove, the well and the verandah. Rain machines, 25 crew, a small generator van.",
    story: "cancelled by the owner",
    askedHoursAgo: 8 * 24,
    answeredHoursAgo: 7 * 24,
    cancelledHoursAgo: 2 * 24,
    reason:
      "A pipe burst under the main house and the plumbers need the whole week. I'm very sorry; I have sent your line producer two farmhouses nearby that are free.",
  },
  {
    owner: { login: DEMO_CAMERA_LOGIN },
    renter: WRITER_DIRECTOR,
    days: [27, 28],
    projectTitle: "Krishna Ghat (short film)",
    message: "Two days for the pick-ups of my short film. I can collect the kit myself.",
    story: "withdrawn",
    askedHoursAgo: 3 * 24,
    cancelledHoursAgo: 2 * 24,
    reason: "We found a camera nearer home, which saves the travel. Thank you, and sorry for the trouble.",
  },
  {
    owner: { subcategory: "Hospital" },
    renter: hirer("yamuna-talkies"),
    days: [12, 14],
    projectTitle: "Lal Qila",
    message:
      "Three days in the ICU and the corridor for Lal Qila, with a crew of about 50. We would dress the ward ourselves.",
    story: "expired",
    askedHoursAgo: 10 * 24,
  },
];

interface Owner {
  id: string;
  name: string;
  city: string;
  terms: Rates & { cancellation: CancellationPolicyName };
}

/** How many of a subcategory's oldest demo members are looked at for an owner. */
const OWNER_CANDIDATES = 10;

async function findOwner(prisma: Db, ref: OwnerRef): Promise<Owner | null> {
  const select = {
    id: true,
    name: true,
    availability: true,
    location: { select: { availability: true, city: true } },
    cameraUnit: { select: { city: true } },
    rentalTerms: { select: { dayRate: true, hourlyRate: true, minimumHours: true, deposit: true, cancellation: true } },
  } as const;
  const rows =
    "login" in ref
      ? await prisma.user.findMany({ where: { email: ref.login }, select })
      : await prisma.user.findMany({
          where: {
            accountType: "TALENT",
            category: { in: RENTAL_CATEGORY_NAMES },
            subcategory: ref.subcategory,
            email: { endsWith: DEMO_DOMAIN },
          },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: OWNER_CANDIDATES,
          select,
        });
  // The oldest free to take a booking, else the oldest: a place's availability is the one its profile gives.
  const free = (row: (typeof rows)[number]) =>
    row.location ? row.location.availability === "Available" : row.availability === "AVAILABLE";
  const row = rows.find(free) ?? rows[0];
  if (!row?.rentalTerms) return null;
  const city = canonicalCity(row.location?.city ?? row.cameraUnit?.city) ?? "Hyderabad";
  return { id: row.id, name: row.name, city, terms: row.rentalTerms };
}

interface NoticeRow {
  userId: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
}

/** The days `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

const STATUS_OF: Record<Story, BookingState> = {
  requested: "requested",
  quoted: "quoted",
  accepted: "accepted",
  "accepted after a quote": "accepted",
  declined: "declined",
  "cancelled by the renter": "cancelled",
  "cancelled by the owner": "cancelled",
  withdrawn: "cancelled",
  expired: "expired",
};

interface Party {
  id: string;
  name: string;
}

/** A notice as the flow would have left it: read a few hours later, unless it came in the last day. */
function noticeAt(now: Date, at: Date, notice: Omit<NoticeRow, "createdAt" | "readAt">): NoticeRow {
  const old = now.getTime() - at.getTime() > 24 * HOUR_MS;
  return { ...notice, createdAt: at, readAt: old ? new Date(at.getTime() + 3 * HOUR_MS) : null };
}

/**
 * One planned booking as rows: the booking, its reviews, and the notices each of its steps sent, in the
 * words lib/rentals/bookings.ts and reviews.ts use.
 */
function bookingRows(plan: SeedBooking, owner: Owner, renter: Party, now: Date) {
  const today = todayInIndia(now);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const span: Span = Array.isArray(plan.days)
    ? { kind: "days", firstDay: addDays(today, plan.days[0]), lastDay: addDays(today, plan.days[1]) }
    : {
        kind: "hours",
        day: addDays(today, plan.days.day),
        startsAt: indiaMoment(`${addDays(today, plan.days.day)}T${plan.days.from}`),
        endsAt: indiaMoment(`${addDays(today, plan.days.day)}T${plan.days.to}`),
      };
  const bounds = spanBounds(span);
  const { firstDay, lastDay } = bounds;
  const price = priceOf(owner.terms, span);
  const status = STATUS_OF[plan.story];
  const quote = plan.quoteShare ? roundTo(price.total * plan.quoteShare, 500) : null;
  const askedAt = ago(plan.askedHoursAgo);
  const answeredAt = plan.answeredHoursAgo === undefined ? null : ago(plan.answeredHoursAgo);
  const cancelledAt = plan.cancelledHoursAgo === undefined ? null : ago(plan.cancelledHoursAgo);
  const quotedAt = quote === null ? null : answeredAt;
  // A quote is accepted by the renter a few hours after it came; a request by the owner when they answer.
  const acceptedAt =
    plan.story === "accepted after a quote"
      ? new Date(answeredAt!.getTime() + 5 * HOUR_MS)
      : ["accepted", "cancelled by the renter", "cancelled by the owner"].includes(plan.story)
        ? answeredAt
        : null;
  const total = plan.story === "accepted after a quote" ? quote! : price.total;
  const cancelledBy = status !== "cancelled" ? null : plan.story === "cancelled by the owner" ? owner.id : renter.id;
  const expiresAt = new Date((quotedAt ?? askedAt).getTime() + ANSWER_MS);

  const where = bounds;
  const project = plan.projectTitle;
  const notices: NoticeRow[] = [];
  const tell = (userId: string, at: Date, words: { title: string; body: string }) =>
    notices.push(noticeAt(now, at, { userId, ...words, link: "" }));
  const answerBy = (asked: Date) => new Date(asked.getTime() + ANSWER_MS);
  tell(owner.id, askedAt, bookingNotices.requested(renter.name, where, project, price.total, answerBy(askedAt)));
  if (quotedAt) {
    tell(
      renter.id,
      quotedAt,
      bookingNotices.quoted(owner.name, where, project, quote!, price.total, answerBy(quotedAt)),
    );
  }
  if (acceptedAt) {
    const byRenter = quotedAt !== null;
    const by = byRenter ? { name: renter.name, isOwner: false } : { name: owner.name, isOwner: true };
    tell(byRenter ? owner.id : renter.id, acceptedAt, bookingNotices.accepted(by, where, project, total));
  }
  if (status === "declined") {
    const by = { name: owner.name, isOwner: true };
    tell(renter.id, answeredAt!, bookingNotices.declined(by, where, project, { reason: plan.reason ?? "" }));
  }
  if (status === "cancelled") {
    const byOwner = cancelledBy === owner.id;
    const owed =
      acceptedAt && !byOwner
        ? {
            policy: owner.terms.cancellation,
            amount: cancellationCharge(owner.terms.cancellation, total, firstDay, cancelledAt!),
          }
        : null;
    const by = byOwner ? owner.name : renter.name;
    tell(
      byOwner ? renter.id : owner.id,
      cancelledAt!,
      bookingNotices.cancelled(by, acceptedAt !== null, where, project, plan.reason ?? "", owed),
    );
  }
  if (status === "expired") tell(renter.id, expiresAt, bookingNotices.expired(owner.name, where, project));

  // Reviews come the day after the last day, the renter's first; never later than an hour ago.
  const dayAfter = Date.parse(`${addDays(lastDay, 1)}T10:00:00+05:30`);
  const reviews = (["renter", "owner"] as const).flatMap((side) => {
    const review = plan.reviews?.[side];
    if (!review) return [];
    const [author, subject] = side === "owner" ? [owner, renter] : [renter, owner];
    const createdAt = new Date(Math.min(now.getTime() - HOUR_MS, dayAfter + (side === "owner" ? 8 : 2) * HOUR_MS));
    tell(subject.id, createdAt, bookingNotices.reviewed(author.name, review[0], project));
    return [
      {
        authorId: author.id,
        subjectId: subject.id,
        ofOwner: side === "renter",
        rating: review[0],
        text: review[1],
        createdAt,
      },
    ];
  });

  const booking = {
    ownerId: owner.id,
    renterId: renter.id,
    ...spanColumns(span),
    projectTitle: project,
    message: plan.message.replaceAll("{city}", owner.city),
    total,
    deposit: price.deposit,
    quote,
    cancellation: owner.terms.cancellation,
    status,
    reason: plan.reason ?? "",
    cancelledBy,
    expiresAt,
    acceptedAt,
    createdAt: askedAt,
    updatedAt: new Date(Math.max(...[askedAt, quotedAt, acceptedAt, cancelledAt].map((d) => d?.getTime() ?? 0))),
  } satisfies Prisma.BookingUncheckedCreateInput;
  // Days the owner has given (accepted) or been asked for (still open): closed days keep off them.
  const holds = status === "accepted" || status === "requested" || status === "quoted";
  return { booking, reviews, notices, days: holds ? daysOf(firstDay, lastDay) : [] };
}

/** A few closed days in the coming weeks, two short runs, none on a day in `taken`. */
function closedDays(today: string, taken: ReadonlySet<string>, r: Rng): string[] {
  const runs: [start: number, length: number][] = [
    [r.int(1, 14), r.int(1, 2)],
    [r.int(15, 35), r.int(1, 3)],
  ];
  return runs
    .flatMap(([start, length]) => daysOf(addDays(today, start), addDays(today, start + length - 1)))
    .filter((day) => !taken.has(day));
}

/**
 * Gives every demo owner terms whenever some have none; and once, the demo bookings with their reviews and
 * notices, and a few closed days for their owners and the first owner of each subcategory. Returns how
 * many owners were given terms and how many bookings were added.
 */
export async function seedRentals(prisma: Db, now = new Date()): Promise<{ terms: number; bookings: number }> {
  const terms = await seedTerms(prisma, now);
  const seeded = await prisma.booking.findFirst({
    where: { owner: { email: { endsWith: DEMO_DOMAIN } }, renter: { email: { endsWith: HIRER_DOMAIN } } },
    select: { id: true },
  });
  if (seeded) return { terms, bookings: 0 };

  const owners = new Map<string, Owner | null>();
  const renters = new Map<string, Party | null>();
  for (const plan of BOOKINGS) {
    const key = JSON.stringify(plan.owner);
    if (!owners.has(key)) owners.set(key, await findOwner(prisma, plan.owner));
    if (!renters.has(plan.renter)) {
      const renter = await prisma.user.findUnique({ where: { email: plan.renter }, select: { id: true, name: true } });
      renters.set(plan.renter, renter);
    }
  }
  const rows = BOOKINGS.flatMap((plan) => {
    const owner = owners.get(JSON.stringify(plan.owner));
    const renter = renters.get(plan.renter);
    // A smaller demo set may lack someone; an hourly request needs an owner who rents by the hour.
    if (!owner || !renter || owner.id === renter.id) return [];
    if (!Array.isArray(plan.days) && owner.terms.hourlyRate == null) return [];
    return [{ ownerId: owner.id, ...bookingRows(plan, owner, renter, now) }];
  });
  if (!rows.length) return { terms, bookings: 0 };

  const today = todayInIndia(now);
  const taken = new Map<string, Set<string>>();
  for (const row of rows) taken.set(row.ownerId, new Set([...(taken.get(row.ownerId) ?? []), ...row.days]));
  const subcategories = RENTAL_CATEGORIES.flatMap((c) => c.subcategories);
  const firsts = await Promise.all(subcategories.map((subcategory) => findOwner(prisma, { subcategory })));
  const closing = [...new Set([...taken.keys(), ...firsts.flatMap((o) => (o ? [o.id] : []))])];
  const blocked = closing.flatMap((ownerId, n) =>
    closedDays(today, taken.get(ownerId) ?? new Set(), rng(n * 53 + 29)).map((day) => ({ ownerId, day: asDate(day) })),
  );

  await prisma.$transaction(
    async (tx) => {
      const notices: NoticeRow[] = [];
      for (const row of rows) {
        const { id } = await tx.booking.create({ data: row.booking, select: { id: true } });
        if (row.reviews.length) {
          await tx.bookingReview.createMany({ data: row.reviews.map((review) => ({ bookingId: id, ...review })) });
        }
        notices.push(...row.notices.map((notice) => ({ ...notice, link: bookingPath(id) })));
      }
      await tx.notification.createMany({ data: notices });
      await tx.blockedDay.createMany({ data: blocked, skipDuplicates: true });
    },
    { timeout: 60_000 },
  );
  return { terms, bookings: rows.length };
}
