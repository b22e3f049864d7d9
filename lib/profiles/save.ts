import "server-only";
import { isMinor } from "../members/minors.ts";
import { assertOwner } from "../auth/guard.ts";
import type { AuthUser } from "../auth/identity.ts";
import { CATEGORIES, findCategory, type ProfileKind } from "../catalog.ts";
import { normaliseTypedDate } from "../dates.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { answer, type AnswerKey } from "../i18n/answers.ts";
import { refusal } from "../i18n/refusals.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { SERVER_LIMITS } from "../media/client/limits.ts";
import { commitMedia, prepareMedia, PROFILE_FORM_RULES, TECHNICIAN_FORM_RULES, withUpload } from "../media/index.ts";
import type { UploadedFile } from "../media/parse-upload.ts";
import type { ProfileDefinition } from "./definition.ts";
import { intimateValuesSent } from "./kinds/artist.ts";
import { formFor } from "./kinds/index.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { reindexMember } from "../search/reindex.ts";
import { readProfileRecord, type ProfileRecord } from "./records.ts";
import { refreshMemberPages } from "./refresh-pages.ts";
import { profileTable } from "../members/profile-tables.ts";
import { formError } from "../i18n/form-errors.ts";
import { UPLOAD_LINKS } from "../uploads/purposes.ts";
import { withResumedUploads, type WithResumed } from "../uploads/take.ts";

/** What the profile API answers: the record under the form's own key (actor, technician, music…). */
export interface ProfileAnswer {
  answerKey: string;
  record: ProfileRecord["record"];
}

/** What a save answers: the record, and the form's own words for a save. */
export interface ProfileSaved extends ProfileAnswer {
  message: Said;
}

const SAVED: Readonly<Record<ProfileKind, AnswerKey>> = {
  artist: "profile.artistSaved",
  technician: "profile.technicianSaved",
  musician: "profile.musicianSaved",
  writerDirector: "profile.writerSaved",
  cameraUnit: "profile.cameraSaved",
  location: "profile.locationSaved",
};

/** The category whose API path this is (/api/actor -> Artists). */
function categoryForApiPath(apiPath: string) {
  const category = CATEGORIES.find((c) => c.apiPath === apiPath);
  if (!category) throw new AppError("not-found", refusal("notFound"));
  return category;
}

/** The member as stored now: their category, gender and age decide which form applies. */
async function member(user: AuthUser) {
  const current = await db().user.findUnique({
    where: { id: user.id },
    select: {
      id: true,
      category: true,
      subcategory: true,
      gender: true,
      guardian: { select: { userId: true } },
    },
  });
  if (!current) throw new AppError("unauthenticated", refusal("accountGone"));
  const kind = findCategory(current.category)?.kind;
  const stored = kind ? await profileTable(db(), kind).findUnique({ where: { userId: user.id } }) : null;
  return { ...current, dateOfBirth: (stored as { dateOfBirth?: Date | null } | null)?.dateOfBirth ?? null };
}

/** The member's form, provided the API path is their category's. */
function formOf(apiPath: string, current: { category: string; gender: string }, minor = false): ProfileDefinition {
  const category = categoryForApiPath(apiPath);
  const own = findCategory(current.category);
  if (own?.apiPath !== apiPath) {
    throw new AppError(
      "invalid",
      refusal("profileOtherCategory", { category: current.category, other: category.name }),
    );
  }
  return formFor(own.kind, current.gender, minor)!;
}

export const MINOR_INTIMATE = formError("account.minorIntimate");

/**
 * Whether this save is a minor's: a Child Artist, or a date of birth (the one sent, else the stored one)
 * under 18 years ago. A minor's save that turns on an intimate-content preference or fills a measurement
 * is refused, naming each; the minor's form drops them from what is stored whatever is sent.
 */
function minorSave(current: Awaited<ReturnType<typeof member>>, sent: Record<string, unknown>): boolean {
  const typed = typeof sent.dateOfBirth === "string" ? normaliseTypedDate(sent.dateOfBirth) : undefined;
  const minor = isMinor({
    subcategory: current.subcategory,
    dateOfBirth: typed ?? current.dateOfBirth,
    guardian: Boolean(current.guardian),
  });
  const intimate = minor ? intimateValuesSent(sent) : [];
  if (intimate.length) {
    throw new AppError("invalid", MINOR_INTIMATE, {
      errors: Object.fromEntries(intimate.map((name) => [name, MINOR_INTIMATE])),
    });
  }
  return minor;
}

/** GET /api/<kind>/{userId}: the member's own form record, for their settings form. */
export async function readOwnProfile(user: AuthUser, apiPath: string, userId: string): Promise<ProfileAnswer> {
  assertOwner(user, userId);
  const current = await member(user);
  const definition = formOf(apiPath, current);
  const saved = await readProfileRecord(current);
  return { answerKey: definition.answerKey, record: saved!.record };
}

const CHANGED_ELSEWHERE = refusal("profileChangedElsewhere");

/** The `version` a save names (the record's, from GET), or undefined for clients that send none. */
function expectedVersion(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,9}$/.test(value))
    throw new AppError("invalid", refusal("profileVersionNotWhole"), {
      errors: { version: formError("generic.mustBeWhole") },
    });
  return Number(value);
}

type Stored = { media: Pick<Prisma.TransactionClient["media"], "count"> };

/** A member keeps at most SERVER_LIMITS.storedImages photos and .storedWorkSamples work samples. */
async function refuseOverCap(client: Stored, userId: string, files: readonly UploadedFile[]): Promise<void> {
  const caps = [
    { kind: "IMAGE", max: SERVER_LIMITS.storedImages, key: "uploads.photosKept" },
    { kind: "WORK_SAMPLE", max: SERVER_LIMITS.storedWorkSamples, key: "uploads.samplesKept" },
  ] as const;
  for (const { kind, max, key } of caps) {
    const adding = files.filter((f) => f.kind === kind);
    if (!adding.length) continue;
    const kept = await client.media.count({ where: { userId, kind } });
    if (kept + adding.length > max) {
      const message = formError(key, { max, kept, adding: adding.length });
      throw new AppError("invalid", message, { code: "limit_reached", errors: { [adding[0].field]: message } });
    }
  }
}

/**
 * POST /api/<kind>/add: validates every field, then saves the profile and its files together or not at
 * all. A save that names the `version` it was made from is refused (409) when the profile has changed
 * since; a save that sends files and no field of the form leaves the profile's text as it is. The answer
 * is the record as this save left it.
 */
export async function saveProfile(user: AuthUser, apiPath: string, request: Request): Promise<ProfileSaved> {
  const current = await member(user);
  const adultForm = formOf(apiPath, current);
  await rateLimits.beforeUpload(user.id);
  const rules = adultForm.workSamples ? TECHNICIAN_FORM_RULES : PROFILE_FORM_RULES;
  return withUpload(request, rules, (received) =>
    withResumedUploads(user.id, received, rules, UPLOAD_LINKS.profile, (upload) => saveWith(upload)),
  );

  async function saveWith(upload: WithResumed): Promise<ProfileSaved> {
    assertOwner(user, upload.fields.userId);
    const version = expectedVersion(upload.fields.version);
    const fields = Object.fromEntries(
      Object.entries(upload.values).map(([name, all]) => [name, all.length > 1 ? all : all[0]]),
    );
    const sent = adultForm.fromMultipart(fields);
    if (!Object.keys(sent).length && !upload.files.length) {
      throw new AppError("invalid", refusal("profileNothingToSave"));
    }
    const minor = minorSave(current, sent);
    const definition = minor ? formOf(apiPath, current, true) : adultForm;
    const row = Object.keys(sent).length ? definition.toRow(parseOrThrow(definition.schema, sent)) : undefined;
    await refuseOverCap(db(), user.id, upload.files);
    const media = await prepareMedia(user.id, upload.files, request.signal);
    const after = await commitMedia(user.id, media, async (m) => {
      // Read under the member's lock (commitMedia holds it), which a guardian's confirmation takes too: one
      // that lands meanwhile is seen here, never undone.
      const now = await m.tx.user.findUniqueOrThrow({
        where: { id: user.id },
        select: { awaitingGuardian: true, guardian: { select: { confirmedAt: true } } },
      });
      const table = profileTable(m.tx, definition.kind);
      const stored = await table.findUnique({ where: { userId: user.id } });
      const storedVersion = Number(stored?.version ?? 0);
      if (version !== undefined && version !== storedVersion)
        throw new AppError("conflict", CHANGED_ELSEWHERE, { code: "profile_changed" });
      await refuseOverCap(m.tx, user.id, upload.files);
      await upload.take(m.tx);
      if (row) {
        const next = { ...row, version: storedVersion + 1 };
        await table.upsert({ where: { userId: user.id }, create: { userId: user.id, ...next }, update: next });
      }
      await m.attach(media);
      // A minor's profile stays out of sight until a parent or guardian has confirmed (and comes back when a
      // mistyped date of birth is put right).
      const awaitingGuardian = minor && !now.guardian?.confirmedAt;
      if (awaitingGuardian !== now.awaitingGuardian) {
        await m.tx.user.update({ where: { id: user.id }, data: { awaitingGuardian } });
      }
      await reindexMember(m.tx, user.id);
      return readProfileRecord(current, m.tx);
    });
    refreshMemberPages(user);
    return { answerKey: adultForm.answerKey, record: after!.record, message: answer(SAVED[adultForm.kind]) };
  }
}
