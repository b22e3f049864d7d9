// What the load benchmark measures on a seeded server, and the members it signs in to do it.
import { randomBytes } from "node:crypto";
import type { RawRequest } from "autocannon";
import sharp from "sharp";
import { CALLS_PATH, callPath } from "../../lib/hiring/paths.ts";
import { profilePath } from "../../lib/profiles/paths.ts";
import type { Target } from "./load.ts";

/** The static page every figure is compared with: prerendered at build time, served from memory. */
export const STATIC_PATH = "/aboutus";
const LISTING = { category: "Artists", subcategory: "Heroine" };
const listingPath = `/${LISTING.category}/${LISTING.subcategory}`;
/** Bench members sign up here, away from the listing being measured. */
const BENCH_SUBCATEGORY = "Side Characters";

let addressCounter = 0;
/** A new client address per request, so the per-address sign-in limit never answers instead of sign-in. */
export function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

interface BenchMember {
  id: string;
  email: string;
  password: string;
  token: string;
}

async function post(baseUrl: string, route: string, body: object): Promise<Response> {
  return fetch(`${baseUrl}/api/user/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify(body),
  });
}

async function benchMember(baseUrl: string, n: number): Promise<BenchMember> {
  const email = `bench-${n}-${randomBytes(3).toString("hex")}@bench.castfolio.test`;
  const password = "bench password 1";
  const registered = await post(baseUrl, "register", {
    name: `Bench Member ${n}`,
    gender: "Female",
    category: LISTING.category,
    subcategory: BENCH_SUBCATEGORY,
    phone: "+91 90000 00000",
    email,
    password,
  });
  if (registered.status !== 201)
    throw new Error(`Could not register a bench member: ${registered.status} ${await registered.text()}`);
  const { user } = (await registered.json()) as { user: { _id: string } };
  const login = await post(baseUrl, "login", { email, password });
  if (login.status !== 200) throw new Error(`Could not sign in a bench member: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return { id: user._id, email, password, token };
}

/**
 * A photo as the browser sends it after its own compression (lib/media/client): 1024 x 768, JPEG at
 * quality 0.7, with a photo's amount of detail (blurred noise), about 120 KB.
 */
async function browserPhoto(): Promise<Buffer> {
  const width = 1024;
  const height = 768;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A multipart profile save of the artist form with one picture, as the browser sends it. */
function saveBody(member: BenchMember, picture: Buffer, boundary: string): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = {
    userId: member.id,
    fullName: "Bench Member",
    city: "Hyderabad",
    height: "165 cm",
    weight: "55 kg",
    languages: "Telugu, English",
    interests: JSON.stringify({ acting: true }),
  };
  return Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([k, v]) => field(k, v))
        .join(""),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePic"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** The searches the benchmark loads, by address: EXPLAIN prints their plans after the load (explain.ts). */
export function searchAddresses(city: string) {
  const c = encodeURIComponent(city);
  return {
    filteredListing: `${listingPath}?city=${c}&gender=Female`,
    searchPage: `/search?gender=Female&languages=Telugu&city=${c}`,
    searchPageText: "/search?q=priya",
    searchApi: "/api/search?gender=Female&ageMin=20&ageMax=30&languages=Telugu",
    searchApiText: "/api/search?q=kathak%20hyderabad",
    listingApi: `/api/user/${LISTING.category}/${LISTING.subcategory}?pageSize=24`,
  };
}

export interface BenchContext {
  profileId: string;
  /** An open casting call of the seeded studios, and its organisation. */
  callId: string;
  organizationId: string;
  city: string;
  pictureBytes: number;
}

/** Prepares the data the targets need (a profile to open, bench members signed in) and lists the targets. */
export async function prepareTargets(
  baseUrl: string,
  connections: { pages: number; writes: number },
): Promise<{ context: BenchContext; targets: Target[] }> {
  const listing = (await (
    await fetch(`${baseUrl}/api/user/${LISTING.category}/${LISTING.subcategory}?pageSize=1`)
  ).json()) as {
    data: { data: { _id: string; additionalDetails: { city: string } }[] };
  };
  const first = listing.data.data[0];
  const calls = (await (await fetch(`${baseUrl}/api/calls`)).json()) as {
    data: { calls: { id: string; organization: { id: string } }[] };
  };
  const call = calls.data.calls[0];
  const picture = await browserPhoto();

  const members: BenchMember[] = [];
  for (let n = 0; n < connections.writes; n++) members.push(await benchMember(baseUrl, n));
  const boundary = `----castfolio-bench-${randomBytes(6).toString("hex")}`;
  const bodies = members.map((m) => saveBody(m, picture, boundary));
  let turn = 0;
  const asNextMember = (request: RawRequest): RawRequest => {
    const i = turn++ % members.length;
    return {
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${members[i].token}` },
      body: bodies[i],
    };
  };
  const fromNewAddress = (request: RawRequest): RawRequest => ({
    ...request,
    headers: { ...request.headers, "x-forwarded-for": nextAddress() },
  });

  const { pages, writes } = connections;
  const search = searchAddresses(first.additionalDetails.city);
  const targets: Target[] = [
    { name: `Static page ${STATIC_PATH} (ceiling)`, path: STATIC_PATH, connections: pages },
    { name: `Listing page ${listingPath}`, path: listingPath, connections: pages },
    { name: `  … in Hindi /hi${listingPath}`, path: `/hi${listingPath}`, connections: pages },
    { name: "Filtered listing page", path: search.filteredListing, connections: pages },
    { name: `Profile page ${profilePath("{id}")}`, path: profilePath(first._id), connections: pages },
    { name: "Search page, 3 filters", path: search.searchPage, connections: pages },
    { name: "Search page, free text", path: search.searchPageText, connections: pages },
    { name: "GET /api/search, 3 filters", path: search.searchApi, connections: pages },
    { name: "GET /api/search, free text", path: search.searchApiText, connections: pages },
    { name: `Jobs page ${CALLS_PATH}`, path: CALLS_PATH, connections: pages },
    { name: `Call page ${callPath("{id}")}`, path: callPath(call.id), connections: pages },
    {
      name: "GET /api/user/{category}/{subcategory}",
      path: `/api/user/${LISTING.category}/${LISTING.subcategory}`,
      connections: pages,
    },
    { name: "  … ?pageSize=24", path: search.listingApi, connections: pages },
    { name: "GET /api/user/{id}", path: `/api/user/${first._id}`, connections: pages },
    {
      name: "Profile page, one request at a time",
      path: profilePath(first._id),
      connections: 1,
      note: "The sitemap and a profile one request at a time: how long one takes. A members file of the sitemap lists up to 50,000 profiles (several megabytes), so its time is mostly the transfer.",
    },
    { name: "Sitemap index /sitemap.xml, one at a time", path: "/sitemap.xml", connections: 1 },
    { name: "Sitemap file /sitemaps/members-0.xml, one at a time", path: "/sitemaps/members-0.xml", connections: 1 },
    {
      name: "POST /api/user/login",
      method: "POST",
      path: "/api/user/login",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: members[0].email, password: members[0].password }),
      connections: writes,
      vary: fromNewAddress,
      note: "Login sends a new X-Forwarded-For with every request, so it measures sign-in (a bcrypt check) rather than the per-address limit of 30 attempts in 15 minutes.",
    },
    {
      name: "POST /api/actor/add (picture)",
      method: "POST",
      path: "/api/actor/add",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      connections: writes,
      vary: asNextMember,
      note: `The profile save sends the artist form with a ${Math.round(picture.length / 1024)} KB 1024 x 768 JPEG as profilePic, as ${members.length} members taking turns (each with a bearer token from the login call); the server re-encodes it, watermarks it and stores it, and a job then makes its two variants.`,
    },
  ];
  return {
    context: {
      profileId: first._id,
      callId: call.id,
      organizationId: call.organization.id,
      city: first.additionalDetails.city,
      pictureBytes: picture.length,
    },
    targets,
  };
}
