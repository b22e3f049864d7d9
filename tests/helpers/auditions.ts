import { expect } from "vitest";
import { PATCH as decideRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { POST as newSessionRoute } from "@/app/api/calls/[id]/sessions/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import type { InvitesResult, SessionView } from "@/lib/auditions/views";
import { addDays, todayInIndia } from "@/lib/dates";
import { createMember, jsonRequest } from "./auth";
import { documented } from "./documented";
import { postTestCall } from "./calls";
import { multipartRequest } from "./uploads";

// Audition scenes for the tests of sessions and invitations: applicants a hirer has decided on, sessions and
// invitations, each made through the route handlers as the hiring team would.

type Bearer = { bearer: string };
type CallOf = { id: string; roles: { id: string }[] };

export type Talent = Awaited<ReturnType<typeof createMember>>;

export interface Applicant {
  person: Talent;
  applicationId: string;
}

/** The route context of a handler under a `[id]` folder. */
export const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

/** `person` applies to the call's role numbered `role` (the first unless told); answers the application's id. */
export async function applyTo(person: Bearer, call: CallOf, role = 0): Promise<string> {
  const applied = await applyRoute(
    multipartRequest(
      `/api/calls/${call.id}/applications`,
      { roleId: call.roles[role].id },
      {},
      { authorization: person.bearer },
    ),
    ctx(call.id),
  );
  expect(applied.status, await applied.clone().text()).toBe(201);
  return ((await applied.json()).data as { id: string }).id;
}

/** The hirer's decision on applications to its call, in one PATCH. */
export async function decideOn(hirer: Bearer, callId: string, ids: string[], status: string): Promise<void> {
  const decided = await decideRoute(
    jsonRequest(`/api/calls/${callId}/applications`, { ids, status }, { authorization: hirer.bearer }, "PATCH"),
    ctx(callId),
  );
  expect(decided.status, await decided.clone().text()).toBe(200);
}

/** A new listed member who applies to the call, and the hirer's decision on it (shortlisted unless told). */
export async function applicant(
  hirer: Bearer,
  call: CallOf,
  options: { name?: string; role?: number; status?: "submitted" | "shortlisted" | "selected" | "rejected" } = {},
): Promise<Applicant> {
  const person = await createMember({ name: options.name, listed: true });
  const applicationId = await applyTo(person, call, options.role);
  const status = options.status ?? "shortlisted";
  if (status !== "submitted") await decideOn(hirer, call.id, [applicationId], status);
  return { person, applicationId };
}

/** A session three days off, 10:00 to 12:00 in 15-minute slots of two seats, unless `overrides` say otherwise. */
export const testSession = (overrides: object = {}) => ({
  date: addDays(todayInIndia(), 3),
  start: "10:00",
  end: "12:00",
  slotMinutes: 15,
  perSlot: 2,
  place: "Studio 4, Film City",
  ...overrides,
});

/** Posts a session of the call; answers it. */
export async function postTestSession(hirer: Bearer, callId: string, body: object): Promise<SessionView> {
  const made = await newSessionRoute(
    jsonRequest(`/api/calls/${callId}/sessions`, body, { authorization: hirer.bearer }),
    ctx(callId),
  );
  expect(made.status, await made.clone().text()).toBe(201);
  return (await documented<{ data: SessionView }>("POST", "/api/calls/{id}/sessions", made)).data;
}

/** Posts invitations to a session; answers them. */
export async function postTestInvites(
  hirer: Bearer,
  sessionId: string,
  body: object,
): Promise<{ id: string; applicationId: string }[]> {
  const invited = await invitesRoute(
    jsonRequest(`/api/sessions/${sessionId}/invites`, body, { authorization: hirer.bearer }),
    ctx(sessionId),
  );
  expect(invited.status, await invited.clone().text()).toBe(201);
  return (await documented<{ data: InvitesResult }>("POST", "/api/sessions/{id}/invites", invited)).data.invites;
}

/**
 * The hirer's call with a session three days off (testSession()), one shortlisted applicant (the invitee)
 * invited to its first slot, and a second shortlisted applicant not yet invited.
 */
export async function auditionScene<H extends Bearer>(hirer: H) {
  const call = await postTestCall(hirer);
  const invitee = await applicant(hirer, call);
  const waiting = await applicant(hirer, call);
  const session = await postTestSession(hirer, call.id, testSession());
  const [{ id: inviteId }] = await postTestInvites(hirer, session.id, {
    applicationIds: [invitee.applicationId],
    slotId: session.slots[0].id,
  });
  return { hirer, call, session, invitee: invitee.person, waiting, inviteId };
}
