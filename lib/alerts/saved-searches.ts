import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, invalidFields, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { db } from "../server/db.ts";
import { MAX_SAVED_SEARCHES, type AlertFrequency, type SavedSearchKind } from "./options.ts";
import { canonicalParams, searchLink } from "./params.ts";
import type { SavedSearchView } from "./saved-search-view.ts";
import { savedSearchChangeSchema, savedSearchSchema } from "./schemas.ts";
import { formError } from "../i18n/form-errors.ts";

// A member's saved searches: of open calls (talent looking for work) or of talent (casting teams), each
// with how often it alerts. Only the member who saved one sees or changes it.

type Row = {
  id: string;
  kind: SavedSearchKind;
  name: string;
  params: string;
  frequency: AlertFrequency;
  createdAt: Date;
  updatedAt: Date;
};

function present(row: Row): SavedSearchView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    params: row.params,
    link: searchLink(row.kind, row.params),
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const duplicate = () =>
  new AppError("conflict", refusal("savedSearchExists"), {
    code: "saved_search_exists",
    errors: { params: formError("alerts.searchSaved") },
  });

const missing = () => new AppError("not-found", refusal("noSuchSavedSearch"));

/** A unique clash is the same search saved twice; a row gone meanwhile is a search deleted meanwhile. */
function rethrowDuplicate(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === "P2002") throw duplicate();
  if (code === "P2025") throw missing();
  throw error;
}

/** Talent searches alert in digests: members change all day, a casting team reads them in one go. */
export function refuseInstantTalent(kind: SavedSearchKind, frequency: AlertFrequency): void {
  if (kind === "talent" && frequency === "instant") {
    throw invalidFields({ frequency: formError("alerts.talentDigestOnly") });
  }
}

/** POST /api/saved-searches. */
export async function saveSearch(member: AuthUser, input: unknown): Promise<SavedSearchView> {
  const body = parseOrThrow(savedSearchSchema, input);
  refuseInstantTalent(body.kind, body.frequency);
  const params = canonicalParams(body.kind, body.params);
  return db()
    .$transaction(async (tx) => {
      // The member's row serialises their saves, so that two at once cannot pass the limit together.
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${member.id} FOR NO KEY UPDATE`;
      if ((await tx.savedSearch.count({ where: { userId: member.id } })) >= MAX_SAVED_SEARCHES) {
        throw new AppError("conflict", refusal("savedSearchesMax", { max: MAX_SAVED_SEARCHES }), {
          code: "limit_reached",
        });
      }
      return tx.savedSearch.create({
        data: { userId: member.id, kind: body.kind, name: body.name, params, frequency: body.frequency },
      });
    })
    .then(present, rethrowDuplicate);
}

/** GET /api/saved-searches: the member's own, newest first. */
export async function listSavedSearches(member: AuthUser): Promise<SavedSearchView[]> {
  const rows = await db().savedSearch.findMany({
    where: { userId: member.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(present);
}

/** The member's saved search: 404 when there is none, 403 when it is another member's. */
async function ownSearch(member: AuthUser, id: string): Promise<Row & { userId: string }> {
  const row = isId(id) ? await db().savedSearch.findUnique({ where: { id } }) : null;
  if (!row) throw missing();
  if (row.userId !== member.id) throw new AppError("forbidden", refusal("savedSearchNotYours"));
  return row;
}

/** PATCH /api/saved-searches/{id}: its name, parameters or frequency. */
export async function changeSavedSearch(member: AuthUser, id: string, input: unknown): Promise<SavedSearchView> {
  const search = await ownSearch(member, id);
  const change = parseOrThrow(savedSearchChangeSchema, input);
  if (change.frequency) refuseInstantTalent(search.kind, change.frequency);
  const params = change.params === undefined ? undefined : canonicalParams(search.kind, change.params);
  return db()
    .savedSearch.update({
      where: { id: search.id },
      // New parameters alert from now on: what the old ones would have found is not news to the member.
      // Alerts switched back on start from now too: what came while they were off is not sent late.
      data: {
        name: change.name,
        frequency: change.frequency,
        ...(params !== undefined && params !== search.params ? { params, alertedAt: new Date() } : {}),
        ...(search.frequency === "off" && change.frequency && change.frequency !== "off"
          ? { alertedAt: new Date() }
          : {}),
      },
    })
    .then(present, rethrowDuplicate);
}

/** DELETE /api/saved-searches/{id}. */
export async function deleteSavedSearch(member: AuthUser, id: string): Promise<void> {
  const search = await ownSearch(member, id);
  const { count } = await db().savedSearch.deleteMany({ where: { id: search.id, userId: member.id } });
  if (!count) throw missing();
}
