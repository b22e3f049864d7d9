import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { GET as listingRoute } from "@/app/api/user/[id]/[subcategory]/route";
import { GET as publicUser } from "@/app/api/user/[id]/route";
import { POST as uploadPicture } from "@/app/api/user/upload-profile/route";
import { reindexOutdated } from "@/lib/search/reindex";
import { db } from "@/lib/server/db";
import { createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { multipartRequest, photo } from "../helpers/uploads";

// A brand-new account is not public: no listing, search or sitemap row, its page not indexable, until the
// member adds a profile picture or saves their details (lib/members/listed.ts).

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

type Member = Awaited<ReturnType<typeof createMember>>;

const listed = async (category: string, subcategory: string, id: string) => {
  const res = await listingRoute(new Request(`http://localhost/api/user/${category}/${subcategory}?pageSize=100`), {
    params: Promise.resolve({ id: category, subcategory }),
  });
  const body = (await res.json()) as { data: { data: { _id: string }[] } };
  return body.data.data.some((m) => m._id === id);
};
const view = async (member: Member) =>
  (
    await (
      await publicUser(new Request("http://localhost"), { params: Promise.resolve({ id: member.user.id }) })
    ).json()
  ).user as { listed: boolean };
const row = (member: Member) => db().searchProfile.findUnique({ where: { userId: member.user.id } });

describe("a profile goes public", () => {
  it("not at sign-up; with a profile picture; and the back-fill leaves unlisted members alone without looping", async () => {
    const member = await createMember({ name: "Fresh Face", subcategory: "Comedian", gender: "Male" });
    expect(await row(member)).toBeNull();
    expect((await view(member)).listed).toBe(false);
    expect(await listed("Artists", "Comedian", member.user.id)).toBe(false);
    // Start-up's back-fill finds nothing to do for a member with nothing to show, and ends.
    expect(await reindexOutdated()).toBe(0);
    expect(await row(member)).toBeNull();

    const res = await uploadPicture(
      multipartRequest(
        "/api/user/upload-profile",
        { userId: member.user.id },
        { profilePic: { name: "me.jpg", type: "image/jpeg", data: await photo(700, 700) } },
        { authorization: member.bearer },
      ),
    );
    expect(res.status).toBe(200);
    expect(await row(member)).not.toBeNull();
    expect((await view(member)).listed).toBe(true);
    expect(await listed("Artists", "Comedian", member.user.id)).toBe(true);
  });

  it("when the details are saved, even without a picture", async () => {
    const member = await createMember({
      name: "Sea View",
      category: "Locations",
      subcategory: "Beach",
      gender: "Male",
    });
    expect(await listed("Locations", "Beach", member.user.id)).toBe(false);
    const res = await addRoute(
      multipartRequest(
        "/api/locations/add",
        {
          userId: member.user.id,
          fullName: "Sea View Cottage",
          city: "Goa",
          availability: "Available",
          experience: "12 shoots",
          description: "A cottage on the sand.",
          availableLocations: "Beach, Lawn",
        },
        {},
        { authorization: member.bearer },
      ),
      { params: Promise.resolve({ profileApi: "locations" }) },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await view(member)).listed).toBe(true);
    expect(await listed("Locations", "Beach", member.user.id)).toBe(true);
  });
});
