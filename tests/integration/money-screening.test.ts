import { describe, expect, it } from "vitest";
import { POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { POST as newShortlistRoute } from "@/app/api/shortlists/route";
import { PATCH as renameShortlistRoute } from "@/app/api/shortlists/[id]/route";
import { db } from "@/lib/server/db";
import { auditionScene, ctx } from "../helpers/auditions";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { uploadSandbox } from "../helpers/sandbox";
import { multipartRequest } from "../helpers/uploads";

// The texts that reach another member and cannot wait for a review: an application's note and answers (to
// the casting team), an invitee's note with a decline (to the casting team) and a shortlist's name (the title
// of its look books, to whoever holds the link). One asking for money is refused with 400, the field named in
// the reader's language, and nothing is written.

uploadSandbox("money-screening");

const HINDI = { "accept-language": "hi-IN,hi;q=0.9" };

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

describe("an application's note and answers", () => {
  it("are refused when they ask the casting team for money, naming the field; an applicant's own rate is taken", async () => {
    const hirer = await createHirer();
    const call = await postTestCall(hirer, { questions: ["Can you ride a motorbike?"] });
    const person = await createMember({ listed: true });
    const apply = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      applyRoute(
        multipartRequest(
          `/api/calls/${call.id}/applications`,
          { roleId: call.roles[0].id, ...fields },
          {},
          { authorization: person.bearer, ...headers },
        ),
        ctx(call.id),
      );

    const note = await answer(
      await apply({
        note: "Selected? Send ₹500 on GPay to 98200 12345 for my travel",
        answers: JSON.stringify(["Yes"]),
      }),
    );
    expect(note.status).toBe(400);
    expect(note.body.errors.note).toMatch(/^Your note mentions "Send ₹500"/);

    const inHindi = await answer(
      await apply({ answers: JSON.stringify(["हाँ, पर पहले रजिस्ट्रेशन फीस 500 रुपये जमा करें"]) }, HINDI),
    );
    expect(inHindi.status).toBe(400);
    expect(inHindi.body.errors["answers.0"]).toMatch(/^जवाब में ".*" लिखा है।/);
    expect(await db().application.count({ where: { callId: call.id } })).toBe(0);

    const own = await answer(
      await apply({
        note: "My fee is ₹5,000 per day; I can travel.",
        answers: JSON.stringify(["Yes, with a licence"]),
      }),
    );
    expect(own.status, own.text).toBe(201);
  });
});

describe("an invitee's note", () => {
  it("is refused when it asks for money, and the invitation stays as it was", async () => {
    const scene = await auditionScene(await createHirer());
    const decline = (note: string) =>
      actRoute(
        jsonRequest(
          `/api/invites/${scene.inviteId}`,
          { response: "decline", note },
          { authorization: scene.invitee.bearer },
          "PATCH",
        ),
        ctx(scene.inviteId),
      );
    const refused = await answer(await decline("I will come if you pay the registration fee 1000 kattunga first"));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.note).toMatch(/^Your note mentions/);
    const invite = await db().auditionInvite.findUniqueOrThrow({ where: { id: scene.inviteId } });
    expect([invite.status, invite.note]).toEqual(["AWAITING", ""]);

    expect((await decline("I am shooting that day, sorry")).status).toBe(200);
  });
});

describe("a shortlist's name, the title of its look books", () => {
  it("is refused on a new shortlist and on a rename when it asks for money", async () => {
    const hirer = await createHirer();
    const post = (name: string) =>
      newShortlistRoute(jsonRequest("/api/shortlists", { name }, { authorization: hirer.bearer }));
    const refused = await answer(await post("Finalists: pay ₹999 on PhonePe to confirm"));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.name).toMatch(/^Your shortlist name mentions/);
    expect(await db().shortlist.count({ where: { ownerId: hirer.id } })).toBe(0);

    const made = await answer(await post("Leads for Monsoon"));
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as string;
    const renamed = await answer(
      await renameShortlistRoute(
        jsonRequest(`/api/shortlists/${id}`, { name: "P A Y  5 0 0  F E E" }, { authorization: hirer.bearer }, "PATCH"),
        ctx(id),
      ),
    );
    expect(renamed.status).toBe(400);
    expect((await db().shortlist.findUniqueOrThrow({ where: { id } })).name).toBe("Leads for Monsoon");
  });
});
