import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as teamRoute, POST as requestRoute } from "@/app/api/calls/[id]/tape-requests/route";
import { GET as triageRoute } from "@/app/api/calls/[id]/applications/route";
import { GET as mineRoute } from "@/app/api/me/tape-requests/route";
import { DELETE as withdrawRoute, PATCH as extendRoute } from "@/app/api/tape-requests/[id]/route";
import { POST as tapeRoute } from "@/app/api/tape-requests/[id]/tape/route";
import { POST as startUpload } from "@/app/api/uploads/route";
import { PATCH as sendPiece } from "@/app/api/uploads/[id]/route";
import { DELETE as withdrawApplication } from "@/app/api/applications/[id]/route";
import { backgroundIdle } from "@/lib/server/background";
import { sendDueDecisionNotices } from "@/lib/hiring/decision-notices";
import { db } from "@/lib/server/db";
import { readDue } from "@/lib/tapes/rules";
import { sweepUnusedSides } from "@/lib/tapes/sides";
import { sweepVideoOriginals } from "@/lib/media/video-originals";
import { applicant, ctx, decideOn } from "../helpers/auditions";
import { createHirer, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { outbox } from "../helpers/mail";
import { PDF } from "../helpers/media";
import { whileOtherHolds } from "../helpers/postgres";
import { uploadSandbox } from "../helpers/sandbox";
import { soundOnlyClip, testVideo } from "../helpers/videos";
import { checked } from "../helpers/documented";

// Tape requests through the route handlers: the team asks chosen applicants for a tape by a deadline (48 hours at
// least) with sides, each is told; the applicant sends a resumable upload until the deadline and not after, nor
// once withdrawn; the team extends, withdraws, and filters triage by requested, received and late. On PostgreSQL,
// a tape sent while a withdrawal holds the request's row waits for it and is refused.

const sandbox = uploadSandbox("tape-requests");
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

type Person = { bearer: string };

let address = 0;
/** A finished resumable upload of the member's: one POST, one PATCH with every byte. */
async function uploaded(member: Person, purpose: string, data: Buffer, filetype: string): Promise<string> {
  const meta = { purpose, filename: purpose === "sides" ? "sides.pdf" : "tape.mp4", filetype };
  const headers = {
    authorization: member.bearer,
    "tus-resumable": "1.0.0",
    "x-castfolio-client-ip": `10.8.0.${++address % 250}`,
  };
  const started = await startUpload(
    new Request("http://localhost/api/uploads", {
      method: "POST",
      headers: {
        ...headers,
        "upload-length": String(data.length),
        "upload-metadata": Object.entries(meta)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
          .join(","),
      },
    }),
  );
  expect(started.status, await started.clone().text()).toBe(201);
  const id = started.headers.get("location")!.split("/").pop()!;
  const sent = await sendPiece(
    new Request(`http://localhost/api/uploads/${id}`, {
      method: "PATCH",
      headers: { ...headers, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      body: new Uint8Array(data),
    }),
    ctx(id),
  );
  expect(sent.status, await sent.clone().text()).toBe(204);
  return id;
}

const ask = (hirer: Person, callId: string, body: object) =>
  requestRoute(
    jsonRequest(`/api/calls/${callId}/tape-requests`, body, { authorization: hirer.bearer }),
    ctx(callId),
  ).then((res) => checked("POST", "/api/calls/{id}/tape-requests", res));
const sendTape = (person: Person, requestId: string, body: object) =>
  tapeRoute(
    jsonRequest(`/api/tape-requests/${requestId}/tape`, body, { authorization: person.bearer }),
    ctx(requestId),
  ).then((res) => checked("POST", "/api/tape-requests/{id}/tape", res));
const extend = (hirer: Person, requestId: string, dueAt: string) =>
  extendRoute(
    jsonRequest(`/api/tape-requests/${requestId}`, { dueAt }, { authorization: hirer.bearer }, "PATCH"),
    ctx(requestId),
  ).then((res) => checked("PATCH", "/api/tape-requests/{id}", res));
const withdraw = (hirer: Person, requestId: string) =>
  withdrawRoute(
    new Request(`http://localhost/api/tape-requests/${requestId}`, {
      method: "DELETE",
      headers: { authorization: hirer.bearer },
    }),
    ctx(requestId),
  ).then((res) => checked("DELETE", "/api/tape-requests/{id}", res));
const triage = async (hirer: Person, callId: string, query = "") => {
  const res = await triageRoute(
    new Request(`http://localhost/api/calls/${callId}/applications${query}`, {
      headers: { authorization: hirer.bearer },
    }),
    ctx(callId),
  );
  await checked("GET", "/api/calls/{id}/applications", res);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
};
const bodyOf = async (res: Response) => ({ status: res.status, ...(await res.json()) });

/** A call with three shortlisted applicants. */
async function scene() {
  const hirer = await createHirer();
  const call = await postTestCall(hirer, { auditionType: "SELF_TAPE" });
  const people = [];
  for (const name of ["Anjali Menon", "Kavya Nair", "Meera Pillai"])
    people.push(await applicant(hirer, call, { name }));
  return { hirer, call, people };
}

describe("tape requests", () => {
  it("asks chosen applicants with sides, takes a tape until the deadline, and shows it to the team", async () => {
    const { hirer, call, people } = await scene();
    const sidesId = await uploaded(hirer, "sides", PDF, "application/pdf");
    // Kavya reads Hindi, with WhatsApp alerts on.
    const kavya = people[1].person.user.id;
    await db().user.update({ where: { id: kavya }, data: { locale: "hi" } });
    await db().alertPreferences.create({ data: { userId: kavya, whatsapp: true, whatsappNumber: "919876543210" } });
    const asked = await ask(hirer, call.id, {
      applicationIds: people.map((p) => p.applicationId),
      instructions: "Scene 4 from the sides: a slate, then the scene, one take.",
      dueAt: inHours(96),
      sidesUploadId: sidesId,
    });
    const created = await bodyOf(asked);
    expect(created.status, JSON.stringify(created)).toBe(201);
    expect(created.message).toBe("Tapes are asked of 3 applicants: each is told.");
    expect(created.data).toHaveLength(3);
    const requests = created.data as { id: string; applicationId: string; state: string; sidesUrl: string }[];
    expect(requests.every((r) => r.state === "requested" && r.sidesUrl?.endsWith(".pdf"))).toBe(true);
    // The sides upload is used up, and stored once for all three.
    expect(await db().resumableUpload.findUnique({ where: { id: sidesId } })).toBeNull();
    expect(await db().media.count({ where: { userId: hirer.id, kind: "SIDES" } })).toBe(1);

    // Each applicant is told by bell and by mail.
    const [anjali] = people;
    const bell = await db().notification.findFirstOrThrow({
      where: { userId: anjali.person.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(bell.title).toBe("Tape requested: Lead in Monsoon");
    expect(bell.link).toMatch(/^\/my-applications#tape-/);
    await backgroundIdle();
    expect((await outbox(sandbox.outbox)).some((m) => m.subject === "Tape requested: Lead in Monsoon")).toBe(true);
    const whatsapp = await Promise.all(
      (await readdir(path.join(sandbox.outbox, "whatsapp"))).map(async (name) =>
        JSON.parse(await readFile(path.join(sandbox.outbox, "whatsapp", name), "utf8")),
      ),
    );
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]).toMatchObject({
      to: "919876543210",
      template: { name: "tape_request", language: { code: "hi" } },
    });
    expect(whatsapp[0].text).toMatch(/^एक कास्टिंग टीम आपसे सेल्फ़-टेप माँग रही है: Studio \d+, भूमिका Lead, प्रोजेक्ट Monsoon, /);

    // The applicant sees it, and sends a tape (a real video) with a note.
    const mine = await bodyOf(
      await mineRoute(
        new Request("http://localhost/api/me/tape-requests", { headers: { authorization: anjali.person.bearer } }),
      ),
    );
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      role: { name: "Lead" },
      call: { projectTitle: "Monsoon" },
      state: "requested",
    });
    const mineRequest = requests.find((r) => r.applicationId === anjali.applicationId)!;
    const tapeId = await uploaded(anjali.person, "tape", testVideo({ seconds: 2 }), "video/mp4");
    const sent = await bodyOf(
      await sendTape(anjali.person, mineRequest.id, { uploadId: tapeId, note: "Two takes in one." }),
    );
    expect(sent.status, JSON.stringify(sent)).toBe(201);
    expect(sent.data).toMatchObject({ state: "received", note: "Two takes in one.", tape: { status: "processing" } });
    const teamBell = await db().notification.findFirstOrThrow({
      where: { userId: hirer.id },
      orderBy: { createdAt: "desc" },
    });
    expect(teamBell.title).toBe("Anjali Menon sent a tape: Monsoon");

    // Once transcoded, triage plays it; the filters count and narrow.
    await backgroundIdle();
    const received = await triage(hirer, call.id, "?tape=received");
    expect(received.tapeCounts).toEqual({ requested: 2, received: 1, late: 0 });
    expect(received.applications.map((a: { id: string }) => a.id)).toEqual([anjali.applicationId]);
    expect(received.applications[0].tapeRequest.tape).toMatchObject({ status: "ready" });
    expect(received.applications[0].tapeRequest.tape.url).toMatch(/\.mp4$/);
    expect(received.applications[0].tapeRequest.tape.posterUrl).toMatch(/\.jpg$/);
    expect((await triage(hirer, call.id, "?tape=requested")).total).toBe(2);

    // The team's list has every request with the applicant's name.
    const list = await bodyOf(
      await teamRoute(
        new Request(`http://localhost/api/calls/${call.id}/tape-requests`, {
          headers: { authorization: hirer.bearer },
        }),
        ctx(call.id),
      ),
    );
    expect(list.data.map((r: { applicant: { name: string } }) => r.applicant.name).sort()).toEqual([
      "Anjali Menon",
      "Kavya Nair",
      "Meera Pillai",
    ]);

    // A received request cannot be withdrawn; another team's member cannot see or change any of it.
    expect((await bodyOf(await withdraw(hirer, mineRequest.id))).code).toBe("tape_request_answered");
    const other = await createHirer();
    expect(
      (
        await teamRoute(
          new Request(`http://localhost/api/calls/${call.id}/tape-requests`, {
            headers: { authorization: other.bearer },
          }),
          ctx(call.id),
        )
      ).status,
    ).toBe(403);
    expect((await extend(other, mineRequest.id, inHours(200))).status).toBe(403);
    expect((await withdraw(other, requests[1].id)).status).toBe(403);
    expect(
      (await ask(other, call.id, { applicationIds: [people[1].applicationId], instructions: "x", dueAt: inHours(72) }))
        .status,
    ).toBe(403);
    // Nor can another applicant send a tape to it.
    const kavyaTape = await uploaded(people[1].person, "tape", testVideo({ seconds: 1 }), "video/mp4");
    expect((await sendTape(people[1].person, mineRequest.id, { uploadId: kavyaTape })).status).toBe(403);

    // Withdrawing the tape's application takes the tape with it.
    const tapeMedia = (await db().tapeRequest.findUniqueOrThrow({ where: { id: mineRequest.id } })).tapeId!;
    const gone = await withdrawApplication(
      new Request(`http://localhost/api/applications/${anjali.applicationId}`, {
        method: "DELETE",
        headers: { authorization: anjali.person.bearer },
      }),
      ctx(anjali.applicationId),
    );
    expect(gone.status).toBe(200);
    expect(await db().media.findUnique({ where: { id: tapeMedia } })).toBeNull();
  }, 60_000);

  it("refuses a deadline under 48 hours, foreign and rejected applications, and asking twice", async () => {
    const { hirer, call, people } = await scene();
    const soon = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [people[0].applicationId],
        instructions: "Scene 1",
        dueAt: inHours(47),
      }),
    );
    expect(soon.status).toBe(400);
    expect(soon.errors.dueAt).toBe("Give at least 48 hours: the deadline must be 48 hours or more from now");
    const garbled = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [people[0].applicationId],
        instructions: "Scene 1",
        dueAt: "next Friday",
      }),
    );
    expect(garbled.errors.dueAt).toBe("Deadline must be a date and time as YYYY-MM-DDTHH:MM (India time)");
    // India time when no offset is given.
    expect(readDue("2026-12-10T18:00")?.toISOString()).toBe("2026-12-10T12:30:00.000Z");
    const otherCall = await postTestCall(hirer);
    const stranger = await applicant(hirer, otherCall);
    const foreign = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [people[0].applicationId, stranger.applicationId],
        instructions: "Scene 1",
        dueAt: inHours(72),
      }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.errors["applicationIds.1"]).toBe("Every id must be an application to this call");
    expect(await db().tapeRequest.count({ where: { callId: call.id } })).toBe(0);

    const rejected = await applicant(hirer, call, { status: "rejected" });
    const refused = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [rejected.applicationId],
        instructions: "Scene 1",
        dueAt: inHours(72),
      }),
    );
    expect(refused.errors["applicationIds.0"]).toBe("This application is rejected or closed: no tape can be asked for");

    const money = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [people[0].applicationId],
        instructions: "Pay a registration fee of Rs 500 first",
        dueAt: inHours(72),
      }),
    );
    expect(money.status).toBe(400);
    expect(money.errors.instructions).toMatch(/never lets anyone ask another member for money/);

    const far = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [people[0].applicationId],
        instructions: "Scene 1",
        dueAt: inHours(91 * 24),
      }),
    );
    expect(far.errors.dueAt).toBe("The deadline must be within 90 days");
    // A suspended applicant is not asked.
    const suspended = await applicant(hirer, call, { name: "Suspended Sita" });
    await db().user.update({ where: { id: suspended.person.user.id }, data: { suspendedAt: new Date() } });
    const refusedSuspended = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [suspended.applicationId],
        instructions: "Scene 1",
        dueAt: inHours(72),
      }),
    );
    expect(refusedSuspended).toMatchObject({ status: 409, code: "member_suspended" });
    expect(refusedSuspended.message).toContain("Suspended Sita");

    const first = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [people[0].applicationId],
        instructions: "Scene 1",
        dueAt: inHours(72),
      }),
    );
    expect(first.status).toBe(201);
    const twice = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [people[0].applicationId],
        instructions: "Scene 2",
        dueAt: inHours(72),
      }),
    );
    expect(twice.errors["applicationIds.0"]).toBe(
      "A tape is already asked of this applicant: extend or withdraw that request",
    );
  });

  it("extends a deadline with the applicant told, refuses a tape once withdrawn or late, and asks again after", async () => {
    const { hirer, call, people } = await scene();
    const [kavya] = people;
    const made = await bodyOf(
      await ask(hirer, call.id, { applicationIds: [kavya.applicationId], instructions: "Scene 2", dueAt: inHours(50) }),
    );
    const requestId = made.data[0].id as string;
    expect((await bodyOf(await extend(hirer, requestId, inHours(49)))).errors.dueAt).toBe(
      "A new deadline must be later than the current one",
    );
    const extended = await bodyOf(await extend(hirer, requestId, inHours(120)));
    expect(extended.status).toBe(200);
    expect(extended.message).toBe("The deadline is moved: the applicant is told.");
    const told = await db().notification.findFirstOrThrow({
      where: { userId: kavya.person.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(told.title).toBe("More time for your tape: Monsoon");

    // Withdrawn: the tape is refused, the upload kept to use elsewhere; withdrawing again changes nothing.
    expect((await bodyOf(await withdraw(hirer, requestId))).data.state).toBe("withdrawn");
    expect((await withdraw(hirer, requestId)).status).toBe(200);
    expect((await bodyOf(await extend(hirer, requestId, inHours(200)))).code).toBe("tape_request_withdrawn");
    const upload = await uploaded(kavya.person, "tape", testVideo({ seconds: 1 }), "video/mp4");
    const late = await bodyOf(await sendTape(kavya.person, requestId, { uploadId: upload }));
    expect(late.status).toBe(409);
    expect(late.code).toBe("tape_request_closed");
    expect(await db().resumableUpload.findUnique({ where: { id: upload } })).not.toBeNull();

    // Asked again, then past its deadline: late in triage, and a tape is refused.
    expect(
      (
        await ask(hirer, call.id, {
          applicationIds: [kavya.applicationId],
          instructions: "Scene 3",
          dueAt: inHours(72),
        })
      ).status,
    ).toBe(201);
    await db().tapeRequest.update({ where: { id: requestId }, data: { dueAt: new Date(Date.now() - HOUR) } });
    const lateBoard = await triage(hirer, call.id, "?tape=late");
    expect(lateBoard.applications.map((a: { id: string }) => a.id)).toEqual([kavya.applicationId]);
    expect(lateBoard.applications[0].tapeRequest).toMatchObject({ state: "late", instructions: "Scene 3" });
    expect((await bodyOf(await sendTape(kavya.person, requestId, { uploadId: upload }))).code).toBe(
      "tape_request_closed",
    );
    const unknown = await triageRoute(
      new Request(`http://localhost/api/calls/${call.id}/applications?tape=sometime`, {
        headers: { authorization: hirer.bearer },
      }),
      ctx(call.id),
    );
    expect((await bodyOf(unknown)).errors.tape).toBe("tape must be one of: requested, received, late");
  });

  it("refuses a seventh ask, extension or withdrawal for one applicant within the hour, each of which told them", async () => {
    const { hirer, call, people } = await scene();
    const [anjali, kavya] = people;
    const body = (ids: string[]) => ({ applicationIds: ids, instructions: "Scene 4", dueAt: inHours(72) });
    const requestId = (await bodyOf(await ask(hirer, call.id, body([kavya.applicationId])))).data[0].id as string;
    expect((await extend(hirer, requestId, inHours(96))).status).toBe(200);
    for (let round = 0; round < 2; round++) {
      expect((await withdraw(hirer, requestId)).status).toBe(200);
      expect((await ask(hirer, call.id, body([kavya.applicationId]))).status).toBe(201);
    }
    const refused = await bodyOf(await withdraw(hirer, requestId));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(
      /^Too many tape requests to this applicant this hour .* Please try again in \d+ minutes\.$/,
    );
    expect((await db().tapeRequest.findUniqueOrThrow({ where: { id: requestId } })).withdrawnAt).toBeNull();
    expect(
      await db().notification.count({ where: { userId: kavya.person.user.id, link: { contains: requestId } } }),
    ).toBe(6);
    // Other applicants of the call are counted apart.
    expect((await ask(hirer, call.id, body([anjali.applicationId]))).status).toBe(201);
  });
});

describe("tape requests and what happens to them", () => {
  it("a request not answered is withdrawn when its applicant is told they were not selected", async () => {
    const { hirer, call, people } = await scene();
    const [kept, dropped] = people;
    const made = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [kept.applicationId, dropped.applicationId],
        instructions: "Scene 6",
        dueAt: inHours(72),
      }),
    );
    const requestOf = (applicationId: string) =>
      (made.data as { id: string; applicationId: string }[]).find((r) => r.applicationId === applicationId)!.id;
    await decideOn(hirer, call.id, [dropped.applicationId], "rejected");
    // Until the applicant is told (the team may still undo), the request stands.
    expect(
      (await db().tapeRequest.findUniqueOrThrow({ where: { id: requestOf(dropped.applicationId) } })).withdrawnAt,
    ).toBeNull();
    await sendDueDecisionNotices(new Date(Date.now() + 3_600_000));
    expect(
      (await db().tapeRequest.findUniqueOrThrow({ where: { id: requestOf(dropped.applicationId) } })).withdrawnAt,
    ).not.toBeNull();
    expect(
      (await db().tapeRequest.findUniqueOrThrow({ where: { id: requestOf(kept.applicationId) } })).withdrawnAt,
    ).toBeNull();
    const upload = await uploaded(dropped.person, "tape", testVideo({ seconds: 1 }), "video/mp4");
    expect(
      (await bodyOf(await sendTape(dropped.person, requestOf(dropped.applicationId), { uploadId: upload }))).code,
    ).toBe("tape_request_closed");
  });

  it("a tape that is no video is refused, the applicant told to send another from the request, which stays open", async () => {
    const { hirer, call, people } = await scene();
    const [asked] = people;
    const made = await bodyOf(
      await ask(hirer, call.id, { applicationIds: [asked.applicationId], instructions: "Scene 7", dueAt: inHours(72) }),
    );
    const requestId = made.data[0].id as string;
    const upload = await uploaded(asked.person, "tape", soundOnlyClip(), "video/mp4");
    expect((await sendTape(asked.person, requestId, { uploadId: upload })).status).toBe(201);
    await backgroundIdle();
    const bell = await db().notification.findFirstOrThrow({
      where: { userId: asked.person.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(bell).toMatchObject({
      title: "Your self-tape could not be used",
      link: `/my-applications#tape-${requestId}`,
    });
    expect(bell.body).toBe(
      "The file has no video in it. Please send another from the request on My applications before its deadline.",
    );
    const mine = await bodyOf(
      await mineRoute(
        new Request("http://localhost/api/me/tape-requests", { headers: { authorization: asked.person.bearer } }),
      ),
    );
    expect(mine.data[0]).toMatchObject({
      state: "received",
      open: true,
      tape: { status: "failed", failure: "noVideo" },
    });

    // Once the refused tape is swept away, the request is as if nothing had come.
    const tapeId = (await db().tapeRequest.findUniqueOrThrow({ where: { id: requestId } })).tapeId!;
    await db().media.update({ where: { id: tapeId }, data: { processedAt: new Date(Date.now() - 31 * 24 * HOUR) } });
    await sweepVideoOriginals();
    expect(await db().tapeRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({
      tapeId: null,
      submittedAt: null,
    });
    expect(await db().media.findUnique({ where: { id: tapeId } })).toBeNull();
  });
});

describe("sides", () => {
  it("are removed, row and file, once no request names them", async () => {
    const { hirer, call, people } = await scene();
    const [first, second] = people;
    const sidesId = await uploaded(hirer, "sides", PDF, "application/pdf");
    const made = await bodyOf(
      await ask(hirer, call.id, {
        applicationIds: [first.applicationId, second.applicationId],
        instructions: "Scene 8",
        dueAt: inHours(72),
        sidesUploadId: sidesId,
      }),
    );
    const sides = await db().media.findFirstOrThrow({ where: { userId: hirer.id, kind: "SIDES" } });
    expect(await sandbox.files.read(sides.path)).toBeDefined();
    const later = Date.now() + 2 * HOUR;
    // One request asked again without sides: the other still names them.
    const [one, other] = made.data as { id: string; applicationId: string }[];
    expect((await withdraw(hirer, one.id)).status).toBe(200);
    expect(
      (await ask(hirer, call.id, { applicationIds: [one.applicationId], instructions: "Scene 9", dueAt: inHours(72) }))
        .status,
    ).toBe(201);
    expect(await sweepUnusedSides(later)).toBe(0);
    // The other's application withdrawn: nothing names them.
    const otherPerson = [first, second].find((p) => p.applicationId === other.applicationId)!.person;
    const gone = await withdrawApplication(
      new Request(`http://localhost/api/applications/${other.applicationId}`, {
        method: "DELETE",
        headers: { authorization: otherPerson.bearer },
      }),
      ctx(other.applicationId),
    );
    expect(gone.status).toBe(200);
    // Not within the hour after they were stored; after it, row and file go.
    expect(await sweepUnusedSides()).toBe(0);
    expect(await sweepUnusedSides(later)).toBe(1);
    expect(await db().media.findUnique({ where: { id: sides.id } })).toBeNull();
    expect(await sandbox.files.read(sides.path)).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("tape requests on PostgreSQL, with writers at once", () => {
  it("a tape sent while the team withdraws the request waits for the withdrawal and is refused", async () => {
    const { hirer, call, people } = await scene();
    const [meera] = people;
    const made = await bodyOf(
      await ask(hirer, call.id, { applicationIds: [meera.applicationId], instructions: "Scene 5", dueAt: inHours(72) }),
    );
    const requestId = made.data[0].id as string;
    const upload = await uploaded(meera.person, "tape", testVideo({ seconds: 1 }), "video/mp4");
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (other) => {
        await other.exec(`SELECT 1 FROM "TapeRequest" WHERE "id" = '${requestId}' FOR UPDATE`);
        await other.exec(`UPDATE "TapeRequest" SET "withdrawnAt" = now() WHERE "id" = '${requestId}'`);
      },
      async () => bodyOf(await sendTape(meera.person, requestId, { uploadId: upload })),
    );
    expect(waited).toBe(true);
    expect(result.code).toBe("tape_request_closed");
    const row = await db().tapeRequest.findUniqueOrThrow({ where: { id: requestId } });
    expect(row.tapeId).toBeNull();
    expect(await db().resumableUpload.findUnique({ where: { id: upload } })).not.toBeNull();
  }, 30_000);
});
