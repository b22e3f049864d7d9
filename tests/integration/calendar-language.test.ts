import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as calendarRoute } from "@/app/api/invites/[id]/calendar.ics/route";
import { invitePagePath } from "@/lib/auditions/paths";
import { addDays, todayInIndia } from "@/lib/dates";
import { bookingPath } from "@/lib/rentals/paths";
import { backgroundIdle } from "@/lib/server/background";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { api } from "../helpers/api";
import { applicant, ctx, postTestInvites, postTestSession, testSession } from "../helpers/auditions";
import { createHirer, createMember } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { uploadSandbox } from "../helpers/sandbox";

// Calendar files in the language of the member they are for: an audition invitation's file in the language of
// whoever downloads it, and of the invitee in the mail that carries it; a rental owner's calendar feed in the
// owner's. Members' words (project, role, organisation, place, names) stay as written, dates stay machine
// format, and English files read exactly as they always have.

const sandbox = uploadSandbox("calendar-language");

const setLocale = (userId: string, locale: string) => db().user.update({ where: { id: userId }, data: { locale } });
const PLACE = "Studio 4, Film City";

/** A calendar's lines, unfolded (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

/** The lines a file's language does not change: everything but its words and its page link. */
const machineLines = (text: string) =>
  unfold(text).filter((line) => !/^(SUMMARY|DESCRIPTION|URL|X-WR-CALNAME)[:;]/.test(line));

function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { summary: event.summary, description: event.description, location: event.location };
}

/** A call with one shortlisted applicant, whose language is `locale`, invited to a session's first slot. */
async function invitation(locale: string) {
  const hirer = await createHirer();
  const call = await postTestCall(hirer);
  const invitee = await applicant(hirer, call);
  await setLocale(invitee.person.user.id, locale);
  const session = await postTestSession(hirer, call.id, testSession({ place: PLACE }));
  const [{ id }] = await postTestInvites(hirer, session.id, {
    applicationIds: [invitee.applicationId],
    slotId: session.slots[0].id,
  });
  const org = (await db().organization.findUniqueOrThrow({ where: { id: hirer.organizationId } })).name;
  return { hirer, invitee: invitee.person, inviteId: id, org };
}

async function download(who: { bearer: string }, inviteId: string): Promise<string> {
  const res = await calendarRoute(
    new Request(`http://localhost/api/invites/${inviteId}/calendar.ics`, { headers: { authorization: who.bearer } }),
    ctx(inviteId),
  );
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  return text;
}

/** The calendar files mailed to an address so far. */
async function mailedCalendars(email: string): Promise<string[]> {
  await backgroundIdle();
  const names = (await readdir(sandbox.outbox)).filter((n) => n.endsWith(".eml")).sort();
  const mails = await Promise.all(names.map(async (n) => simpleParser(await readFile(path.join(sandbox.outbox, n)))));
  return mails
    .filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value.some((a) => a.address === email))
    .flatMap((mail) => mail.attachments.filter((a) => a.contentType === "text/calendar"))
    .map((file) => file.content.toString("utf8"));
}

describe("an audition invitation's calendar file", () => {
  it("downloads in the asker's language: Hindi for a Hindi invitee, English for the casting team, the same event", async () => {
    const { hirer, invitee, inviteId, org } = await invitation("hi");
    const hindi = await download(invitee, inviteId);
    const page = `${config.siteUrl}/hi${invitePagePath(inviteId)}`;
    expect(eventOf(hindi)).toEqual({
      summary: `ऑडिशन: Lead, Monsoon (${org})`,
      description: [
        `${org} आपको Monsoon में Lead के ऑडिशन के लिए बुला रहे हैं।`,
        `जगह: ${PLACE}`,
        `कन्फ़र्म करें, मना करें या दूसरा समय माँगें: ${page}`,
      ].join("\n"),
      location: PLACE,
    });
    expect(unfold(hindi)).toContain(`URL:${page}`);

    const english = await download(hirer, inviteId);
    const englishPage = `${config.siteUrl}${invitePagePath(inviteId)}`;
    expect(eventOf(english)).toEqual({
      summary: `Audition: Lead, Monsoon (${org})`,
      description: [
        `${org} invites you to audition for Lead in Monsoon.`,
        `Place: ${PLACE}`,
        `Confirm, decline or ask for another time: ${englishPage}`,
      ].join("\n"),
      location: PLACE,
    });
    expect(unfold(english)).toContain(`URL:${englishPage}`);
    // The same event, times and all, in machine format: only the words differ.
    expect(machineLines(hindi)).toEqual(machineLines(english));
    expect(unfold(english)).toContain(
      `DTSTART;TZID=Asia/Kolkata:${addDays(todayInIndia(), 3).replaceAll("-", "")}T100000`,
    );
  });

  it("is mailed to a Tamil invitee in Tamil, and downloads in the language they have now", async () => {
    const { invitee, inviteId, org } = await invitation("ta");
    const [mailed] = await mailedCalendars(invitee.user.email);
    expect(eventOf(mailed).summary).toBe(`ஆடிஷன்: Lead, Monsoon (${org})`);
    expect(eventOf(mailed).description).toContain(`Monsoon-இல் Lead ரோலுக்கான ஆடிஷனுக்கு ${org} உங்களை அழைக்கிறது.`);
    expect(eventOf(mailed).description).toContain(`${config.siteUrl}/ta${invitePagePath(inviteId)}`);

    await setLocale(invitee.user.id, "en");
    expect(eventOf(await download(invitee, inviteId)).summary).toBe(`Audition: Lead, Monsoon (${org})`);
  });

  it("mails an English invitee's file as it always read", async () => {
    const { invitee, inviteId, org } = await invitation("en");
    const [mailed] = await mailedCalendars(invitee.user.email);
    expect(eventOf(mailed).summary).toBe(`Audition: Lead, Monsoon (${org})`);
    expect(eventOf(mailed).description).toBe(
      [
        `${org} invites you to audition for Lead in Monsoon.`,
        `Place: ${PLACE}`,
        `Confirm, decline or ask for another time: ${config.siteUrl}${invitePagePath(inviteId)}`,
      ].join("\n"),
    );
  });
});

describe("a rental owner's calendar feed", () => {
  /** A camera owner in `locale` with a feed, one accepted booking by Ravi and one closed day. */
  async function ownerFeed(locale: string) {
    const owner = await createMember({ category: "Camera Unit", subcategory: "Sony", gender: "Male" });
    await setLocale(owner.user.id, locale);
    const renter = await createMember({ name: "Ravi Kumar" });
    const token = `${locale}${"x".repeat(30)}`;
    await db().rentalTerms.create({
      data: { ownerId: owner.user.id, dayRate: 5000, cancellation: "moderate", calendarToken: token },
    });
    const day = (n: number) => new Date(`${addDays(todayInIndia(), n)}T00:00:00Z`);
    const booking = await db().booking.create({
      data: {
        ownerId: owner.user.id,
        renterId: renter.user.id,
        firstDay: day(5),
        lastDay: day(6),
        projectTitle: "Monsoon",
        message: "Two days.",
        total: 10000,
        deposit: 0,
        cancellation: "moderate",
        status: "accepted",
        expiresAt: day(2),
        acceptedAt: new Date(),
      },
    });
    await db().blockedDay.create({ data: { ownerId: owner.user.id, day: day(9) } });
    const res = await api.calendarFeed(token);
    expect(res.status).toBe(200);
    return { text: await res.text(), bookingId: booking.id };
  }

  it("is in the owner's language: Tamil words, Tamil booking pages, the same days", async () => {
    const tamil = await ownerFeed("ta");
    const lines = unfold(tamil.text);
    expect(lines).toContain("X-WR-CALNAME:Castfolio முன்பதிவுகள்");
    expect(lines).toContain("SUMMARY:முன்பதிவானது: Monsoon (Ravi Kumar)");
    expect(lines).toContain("SUMMARY:முன்பதிவுகளுக்கு மூடப்பட்டது");
    expect(lines).toContain(`URL:${config.siteUrl}/ta${bookingPath(tamil.bookingId)}`);
    for (const line of tamil.text.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);

    const english = await ownerFeed("en");
    const englishLines = unfold(english.text);
    expect(englishLines).toContain("X-WR-CALNAME:Castfolio bookings");
    expect(englishLines).toContain("SUMMARY:Booked: Monsoon (Ravi Kumar)");
    expect(englishLines).toContain("SUMMARY:Closed for bookings");
    expect(englishLines).toContain(`URL:${config.siteUrl}${bookingPath(english.bookingId)}`);
    // Dates and everything else alike, but for the events' ids.
    const withoutIds = (text: string) => machineLines(text).filter((l) => !/^(UID|DTSTAMP):/.test(l));
    expect(withoutIds(tamil.text)).toEqual(withoutIds(english.text));
  });
});
