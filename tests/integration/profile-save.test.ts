import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { GET as readRoute } from "@/app/api/(profiles)/[profileApi]/[userId]/route";
import { POST as uploadPicture } from "@/app/api/user/upload-profile/route";
import { GET as publicUser } from "@/app/api/user/[id]/route";
import { db } from "@/lib/server/db";
import { createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { MP4, PDF } from "../helpers/media";
import { multipartRequest, photo } from "../helpers/uploads";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

type Member = Awaited<ReturnType<typeof createMember>>;

const add = (
  kind: string,
  member: Member,
  fields: Record<string, string>,
  files = {},
  auth = { authorization: member.bearer },
) =>
  addRoute(multipartRequest(`/api/${kind}/add`, { userId: member.user.id, ...fields }, files, auth), {
    params: Promise.resolve({ profileApi: kind }),
  });
const read = async (kind: string, member: Member) => {
  const res = await readRoute(
    new Request(`http://localhost/api/${kind}/${member.user.id}`, { headers: { authorization: member.bearer } }),
    {
      params: Promise.resolve({ profileApi: kind, userId: member.user.id }),
    },
  );
  return { status: res.status, body: await res.json() };
};
const publicView = async (member: Member) =>
  (
    await (
      await publicUser(new Request("http://localhost"), { params: Promise.resolve({ id: member.user.id }) })
    ).json()
  ).user;

// Each multipart layout the API documents (lib/media/upload-reference.ts), as an old client posts it, and what GET
// reads back.
const LAYOUTS = [
  {
    kind: "actor",
    category: "Artists",
    subcategory: "Heroine",
    gender: "Female",
    answer: "actor",
    fields: {
      fullName: "Asha Rao",
      city: "Hyderabad",
      height: "165 cm",
      weight: "54 kg",
      dateOfBirth: "1997-03-14",
      skinTone: "Wheatish",
      maritalStatus: "Unmarried",
      languages: "Telugu, English",
      experience: "true",
      passport: "false",
      aim: "Lead roles",
      comfortableTimings: "true",
      dressesComfortableWith: "Ethnic, Western",
      measurements: JSON.stringify({ brust: "34", waist: "27", hips: "36" }),
      openFor: JSON.stringify({ outstationShoots: true, outOfCountryShoots: false }),
      interests: JSON.stringify({ acting: true, musicAlbum: true, bikiniShoots: false }),
      comfortLevel: JSON.stringify({ onScreenKiss: false, onScreenSmooch: false, loveMaking: false }),
      outfitPreferences: JSON.stringify({ indianWear: true, skirt: true }),
      workLocation: JSON.stringify({ indoor: true, outdoor: false }),
      allergies: JSON.stringify({ dust: true, cosmetics: false }),
    },
    expect: {
      fullName: "Asha Rao",
      dateOfBirth: "1997-03-14",
      experience: true,
      passport: false,
      comfortableTimings: true,
      dressesComfortableWith: ["Ethnic", "Western"],
      measurements: { brust: "34", waist: "27", hips: "36" },
      workLocation: { indoor: true, outdoor: false },
      allergies: { dust: true, cosmetics: false },
      interests: expect.objectContaining({ acting: true, musicAlbums: true, bikiniShoots: false }),
    },
    // Measurements are private (GET /api/users/{id}/private-details); the public view shows the age.
    publicExpect: { age: expect.any(Number), openForOutStationsShoots: true },
  },
  {
    kind: "technician",
    category: "Technicians",
    subcategory: "Light Man",
    gender: "Male",
    answer: "technician",
    fields: {
      fullName: "Ravi Kumar",
      city: "Chennai",
      experience: "8 years",
      maritalStatus: "Married",
      skinTone: "Dark",
      hairLength: "Short",
      passport: "true",
      tailoringSkills: "false",
      certifications: "Gaffer course",
      languages: "Tamil, English",
      comfortWith: JSON.stringify({ makeup: false, hairStyling: false, traditionalWear: true, westernWear: true }),
      openFor: JSON.stringify({ outstationShoots: true, outOfCountryShoots: true }),
      allergies: JSON.stringify({ dust: false, cosmetics: true }),
    },
    expect: {
      fullName: "Ravi Kumar",
      passport: true,
      hairLength: "Short",
      openFor: { outstationShoots: true, outOfCountryShoots: true },
      certifications: "Gaffer course",
    },
    publicExpect: { certifications: "Gaffer course", languages: "Tamil, English" },
  },
  {
    kind: "music",
    category: "Music",
    subcategory: "Chorus",
    gender: "Female",
    answer: "music",
    fields: {
      fullName: "Divya S",
      city: "Kochi",
      maritalStatus: "Unmarried",
      instrumentExpertise: "Veena, Keyboard",
      musicGenreSpecialization: "Carnatic,Film score",
      languages: "Malayalam, Tamil",
      certifications: "Grade 8",
      toolsOwned: "Home studio",
      pastProjects: "Monsoon Letters",
      vocalSkills: "true",
      livePerformanceExperience: "true",
    },
    expect: {
      fullName: "Divya S",
      instrumentExpertise: ["Veena", "Keyboard"],
      musicGenreSpecialization: ["Carnatic", "Film score"],
      vocalSkills: true,
      studioExperience: false,
    },
    publicExpect: { instrumentExpertise: ["Veena", "Keyboard"] },
  },
  {
    kind: "writer-director",
    category: "Writers & Directors",
    subcategory: "Director",
    gender: "Male",
    answer: "writer",
    fields: {
      fullName: "Vikram Iyer",
      city: "Mumbai",
      dateOfBirth: "1984-11-02",
      maritalStatus: "Married",
      education: "FTII",
      experience: "15 years",
      genres: "Drama, Thriller",
      skills: "Screenplay",
      "director[notableMovies]": "Red Soil",
      "director[shortFilms]": "4",
      "director[adFilms]": "12",
      "writer[scriptsWritten]": "9",
      "projects[current][0]": "Paper Kites",
      "projects[completed][0]": "Red Soil",
      "projects[completed][1]": "Neon Bazaar",
      "availability[freelance]": "true",
      "availability[fullTime]": "false",
      languages: "Hindi, Tamil",
    },
    expect: {
      workExperience: "15 years",
      projectsCurrent: ["Paper Kites"],
      projectsCompleted: ["Red Soil", "Neon Bazaar"],
      director: expect.objectContaining({ notableMovies: "Red Soil", shortFilms: "4" }),
      availability: { freelance: true, fullTime: false },
    },
    publicExpect: {
      director: expect.objectContaining({ shortFims: "4" }),
      projects: { current: ["Paper Kites"], completed: ["Red Soil", "Neon Bazaar"] },
    },
  },
  {
    kind: "cameraUnit",
    category: "Camera Unit",
    subcategory: "Alexa",
    gender: "Male",
    answer: "camera",
    fields: {
      fullName: "Lens House",
      city: "Hyderabad",
      brand: "ARRI",
      toolsOwned: "Tripod, Slider",
      outstationShoots: "true",
      outOfCountryShoots: "false",
      lensType: "Prime",
      focalLength: "35mm",
      accessories: "ND filters",
      pastProjects: "Red Soil, Paper Kites",
    },
    expect: {
      brand: "ARRI",
      toolsOwned: ["Tripod", "Slider"],
      openFor: { outstationShoots: true, outOfCountryShoots: false },
      pastProjects: ["Red Soil", "Paper Kites"],
    },
    publicExpect: { brand: "ARRI", openFor: { outstationShoots: true, outOfCountryShoots: false } },
  },
  {
    kind: "locations",
    category: "Locations",
    subcategory: "Beach",
    gender: "Male",
    answer: "locationService",
    fields: {
      fullName: "Palm Beach Villa",
      city: "Goa",
      availability: "On-Shoot",
      experience: "40 shoots",
      description: "Private beach.",
      availableLocations: "Beach, Lawn, Kitchen",
    },
    expect: {
      fullName: "Palm Beach Villa",
      availability: "On-Shoot",
      availableLocations: ["Beach", "Lawn", "Kitchen"],
    },
    publicExpect: { availability: "On-Shoot", availableLocations: ["Beach", "Lawn", "Kitchen"] },
  },
] as const;

describe.each(LAYOUTS)("POST /api/$kind/add", (layout) => {
  let member: Member;
  beforeAll(async () => {
    member = await createMember({ category: layout.category, subcategory: layout.subcategory, gender: layout.gender });
  });

  it("saves the documented multipart layout with images, a video and a portfolio, and GET reads it back", async () => {
    const res = await add(
      layout.kind,
      member,
      { ...layout.fields },
      {
        image1: { name: "one.jpg", type: "image/jpeg", data: await photo() },
        image2: { name: "two.jpg", type: "image/jpeg", data: await photo(640, 480) },
        videoUpload: { name: "reel.mp4", type: "video/mp4", data: MP4 },
        pdfUpload: { name: "portfolio.pdf", type: "application/pdf", data: PDF },
      },
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    const { status, body: saved } = await read(layout.kind, member);
    expect(status).toBe(200);
    expect(saved[layout.answer]).toMatchObject(layout.expect);
    expect(saved[layout.answer].images).toHaveLength(2);
    expect(saved[layout.answer].videoUpload).toHaveLength(1);
    expect(saved[layout.answer].pdfUpload).toMatch(/\.pdf$/);
    const view = await publicView(member);
    expect(view.additionalDetails).toMatchObject(layout.publicExpect);
    expect(view.additionalDetails.images).toHaveLength(2);
  });

  it("keeps one video and one portfolio after a replacement, and appends images", async () => {
    const before = (await read(layout.kind, member)).body[layout.answer];
    const res = await add(
      layout.kind,
      member,
      { ...layout.fields },
      {
        image1: { name: "three.jpg", type: "image/jpeg", data: await photo(500, 500) },
        videoUpload: { name: "reel2.mp4", type: "video/mp4", data: MP4 },
        pdfUpload: {
          name: "portfolio2.pdf",
          type: "application/pdf",
          data: Buffer.concat([PDF, Buffer.from("% second\n")]),
        },
      },
    );
    expect(res.status).toBe(200);
    const after = (await read(layout.kind, member)).body[layout.answer];
    expect(after.images).toHaveLength(3);
    expect(after.videoUpload).toHaveLength(1);
    expect(after.videoUpload[0]).not.toBe(before.videoUpload[0]);
    expect(after.pdfUpload).not.toBe(before.pdfUpload);
    expect(await db().media.count({ where: { userId: member.user.id, kind: "VIDEO" } })).toBe(1);
  });

  it("ignores fields a member may not set (rate, status, email, another userId in the body)", async () => {
    const res = await add(layout.kind, member, {
      ...layout.fields,
      rate: "true",
      status: "true",
      email: "taken@example.test",
      id: "x",
    });
    expect(res.status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { id: member.user.id } });
    expect(user).toMatchObject({ rate: false, status: false, email: member.user.email });
  });
});

describe("profile saves refuse bad input and write nothing", () => {
  it("answers 400 naming each missing required field, for a member with no profile yet", async () => {
    const member = await createMember({ category: "Writers & Directors", subcategory: "Director", gender: "Male" });
    const res = await add("writer-director", member, { fullName: "Only Name" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual([
      "city",
      "dateOfBirth",
      "education",
      "maritalStatus",
      "workExperience",
    ]);
    expect(await db().writerDirectorProfile.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it("requires the date of birth on the male artist form only", async () => {
    const man = await createMember({ category: "Artists", subcategory: "Hero", gender: "Male" });
    const woman = await createMember({ category: "Artists", subcategory: "Heroine", gender: "Female" });
    const basics = { fullName: "A B", city: "Pune", height: "180 cm", weight: "75 kg" };
    const male = await add("actor", man, basics);
    expect(male.status).toBe(400);
    expect((await male.json()).errors.dateOfBirth).toMatch(/required/);
    expect((await add("actor", woman, basics)).status).toBe(200);
  });

  it("answers 400 to a value of the wrong type and keeps the saved profile as it was", async () => {
    const member = await createMember({ category: "Locations", subcategory: "Beach" });
    const good = {
      fullName: "Villa",
      city: "Goa",
      availability: "Available",
      experience: "3",
      availableLocations: "Beach",
    };
    expect((await add("locations", member, good)).status).toBe(200);
    const res = await add(
      "locations",
      member,
      { ...good, fullName: "Changed", availability: "Sometimes" },
      { image1: { name: "x.jpg", type: "image/jpeg", data: await photo(300, 300) } },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.availability).toMatch(/Available, Not Available, On-Shoot/);
    const saved = await db().locationProfile.findUniqueOrThrow({ where: { userId: member.user.id } });
    expect(saved.fullName).toBe("Villa");
    expect(await db().media.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it("takes a list sent as repeated fields, as browsers send multi-selects", async () => {
    const member = await createMember({ category: "Locations", subcategory: "Park" });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      userId: member.user.id,
      fullName: "Green Park",
      city: "Pune",
      availability: "Available",
      experience: "2",
    }))
      form.append(name, value);
    for (const place of ["Park", "Lawn", "Forest"]) form.append("availableLocations", place);
    const res = await addRoute(
      new Request("http://localhost/api/locations/add", {
        method: "POST",
        body: form,
        headers: { authorization: member.bearer },
      }),
      { params: Promise.resolve({ profileApi: "locations" }) },
    );
    expect(res.status).toBe(200);
    expect(
      (await db().locationProfile.findUniqueOrThrow({ where: { userId: member.user.id } })).availableLocations,
    ).toEqual(["Park", "Lawn", "Forest"]);
  });

  it("refuses a profile of another category", async () => {
    const member = await createMember({ category: "Music", subcategory: "Chorus" });
    const res = await add("actor", member, { fullName: "X", city: "Y", height: "1", weight: "2" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/Music/);
  });

  it("answers 401 and 403 before touching anything", async () => {
    const owner = await createMember({ category: "Music", subcategory: "Chorus" });
    const other = await createMember({ category: "Music", subcategory: "Chorus" });
    const fields = { fullName: "X", city: "Y" };
    expect((await add("music", owner, fields, {}, {} as never)).status).toBe(401);
    expect((await add("music", owner, fields, {}, { authorization: other.bearer })).status).toBe(403);
    expect(
      (
        await readRoute(
          new Request(`http://localhost/api/music/${owner.user.id}`, { headers: { authorization: other.bearer } }),
          { params: Promise.resolve({ profileApi: "music", userId: owner.user.id }) },
        )
      ).status,
    ).toBe(403);
    expect(await db().musicianProfile.count({ where: { userId: owner.user.id } })).toBe(0);
  });

  it("answers 404 for an unknown profile API", async () => {
    const member = await createMember();
    expect((await add("producers", member, {})).status).toBe(404);
  });
});

describe("POST /api/user/upload-profile", () => {
  it("stores a new profile picture and shows it on the public profile", async () => {
    const member = await createMember();
    const res = await uploadPicture(
      multipartRequest(
        "/api/user/upload-profile",
        { userId: member.user.id },
        { profilePic: { name: "me.jpg", type: "image/jpeg", data: await photo(700, 700) } },
        { authorization: member.bearer },
      ),
    );
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Profile picture updated successfully!" });
    expect((await publicView(member)).profilePic).toBe(body.profilePic);
  });

  it("refuses someone else's picture upload", async () => {
    const member = await createMember();
    const other = await createMember();
    const res = await uploadPicture(
      multipartRequest(
        "/api/user/upload-profile",
        { userId: member.user.id },
        { coverPic: { name: "c.jpg", type: "image/jpeg", data: await photo(300, 200) } },
        { authorization: other.bearer },
      ),
    );
    expect(res.status).toBe(403);
    expect((await db().user.findUniqueOrThrow({ where: { id: member.user.id } })).coverPic).toBeNull();
  });
});
