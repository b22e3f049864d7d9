import "server-only";
import { assertOwner } from "../auth/guard.ts";
import type { AuthUser } from "../auth/identity.ts";
import { CATEGORIES, findCategory } from "../catalog.ts";
import { db } from "../db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { commitMedia, prepareMedia, PROFILE_FORM_RULES, TECHNICIAN_FORM_RULES, withUpload } from "../media/index.ts";
import type { ProfileDefinition } from "./definition.ts";
import { formFor } from "./kinds/index.ts";
import { readProfileRecord, type ProfileRecord } from "./records.ts";
import { refreshMemberPages } from "./refresh-pages.ts";
import { profileTable } from "./tables.ts";

/** What the profile API answers: the record under the form's own key (spec: actor, technician, music…). */
export interface ProfileAnswer {
  answerKey: string;
  record: ProfileRecord["record"];
  /** The spec's success message, after a save. */
  message?: string;
}

/** The category whose API path this is (/api/actor -> Artists). */
function categoryForApiPath(apiPath: string) {
  const category = CATEGORIES.find((c) => c.apiPath === apiPath);
  if (!category) throw new AppError("not-found", "Not found.");
  return category;
}

/** The member as stored now: their category and gender decide which form applies. */
async function member(user: AuthUser) {
  const current = await db().user.findUnique({
    where: { id: user.id },
    select: { id: true, category: true, gender: true },
  });
  if (!current) throw new AppError("unauthenticated", "Your account no longer exists. Please sign in again.");
  return current;
}

/** The member's form, provided the API path is their category's. */
function formOf(apiPath: string, current: { category: string; gender: string }): ProfileDefinition {
  const category = categoryForApiPath(apiPath);
  const own = findCategory(current.category);
  if (own?.apiPath !== apiPath) {
    throw new AppError(
      "invalid",
      `Your profile is in ${current.category}: ${category.name} details cannot be saved to it.`,
    );
  }
  return formFor(own.kind, current.gender)!;
}

/** GET /api/<kind>/{userId}: the member's own form record, for their settings form. */
export async function readOwnProfile(user: AuthUser, apiPath: string, userId: string): Promise<ProfileAnswer> {
  assertOwner(user, userId);
  const current = await member(user);
  const definition = formOf(apiPath, current);
  const saved = await readProfileRecord(current);
  return { answerKey: definition.answerKey, record: saved!.record };
}

/** POST /api/<kind>/add: validates every field, then saves the profile and its files together or not at all. */
export async function saveProfile(user: AuthUser, apiPath: string, request: Request): Promise<ProfileAnswer> {
  const current = await member(user);
  const definition = formOf(apiPath, current);
  return withUpload(request, definition.workSamples ? TECHNICIAN_FORM_RULES : PROFILE_FORM_RULES, async (upload) => {
    assertOwner(user, upload.fields.userId);
    const fields = Object.fromEntries(
      Object.entries(upload.values).map(([name, all]) => [name, all.length > 1 ? all : all[0]]),
    );
    const values = parseOrThrow(definition.schema, definition.fromMultipart(fields));
    const row = definition.toRow(values);
    const media = await prepareMedia(user.id, upload.files);
    await commitMedia(user.id, media, async (m) => {
      await profileTable(m.tx, definition.kind).upsert({
        where: { userId: user.id },
        create: { userId: user.id, ...row },
        update: row,
      });
      await m.attach(media);
    });
    refreshMemberPages(user);
    const after = await readProfileRecord(current);
    return { answerKey: definition.answerKey, record: after!.record, message: definition.messages.success };
  });
}
