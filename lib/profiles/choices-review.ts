import "server-only";
import { isMinor } from "../members/minors.ts";
import type { AuthUser } from "../auth/identity.ts";
import { isLocale } from "../i18n/locales.ts";
import { sendMail, type Mail } from "../mail/mailer.ts";
import { accountMails } from "../notifications/mails.ts";
import { db, type Db } from "../server/db.ts";
import { refreshMemberPages } from "./refresh-pages.ts";

// The original artist form ticked interests and work locations for every new member, and saving it for any
// reason recorded them as the member's choices. Nothing about what a person is willing to do is chosen for them
// now, but whose stored choices came only from those ticks cannot be told apart. Every artist profile that
// existed then was marked PENDING (migration 20261202090000_choices_review); this settles each once: a minor's
// ticks of the old form are cleared outright and their guardian is told by mail, and an adult is asked, in their
// settings, to review the section (DUE) until they save their profile or keep their choices as they are. An
// adult's data is never changed for them.

/** What the original form ticked for every new artist. */
export const OLD_FORM_TICKS = {
  interests: [
    "acting",
    "rampShows",
    "designerShoots",
    "ethnicWears",
    "westernWears",
    "lingerieShoots",
    "calendarShoots",
    "musicAlbums",
    "semiNude",
  ],
  workLocation: ["indoor", "outdoor"],
} as const;

/** Profiles settled in one transaction. */
const BATCH = 200;

type Flags = Record<string, boolean>;

/** The choices of `flags` that the old form ticked and are still on; and `flags` with them off. */
function withoutTicks(flags: unknown, ticks: readonly string[]): { cleared: string[]; flags: Flags } {
  const own = { ...((flags ?? {}) as Flags) };
  const cleared = ticks.filter((key) => own[key] === true);
  for (const key of cleared) own[key] = false;
  return { cleared, flags: own };
}

/**
 * Settles the profiles still PENDING, a batch per transaction (rows locked and skipped by another instance doing
 * the same), then mails the guardians. Answers how many minors' choices were cleared and how many adults asked.
 */
export async function settleChoicesReview(client: Db = db()): Promise<{ cleared: number; asked: number }> {
  let cleared = 0;
  let asked = 0;
  for (;;) {
    const batch = await client.$transaction(async (tx) => {
      const ids = await tx.$queryRaw<{ userId: string }[]>`
        SELECT "userId" FROM "ArtistProfile" WHERE "choicesReview" = 'PENDING'
        ORDER BY "userId" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      if (!ids.length) return undefined;
      const profiles = await tx.artistProfile.findMany({
        where: { userId: { in: ids.map((row) => row.userId) } },
        select: {
          userId: true,
          dateOfBirth: true,
          interests: true,
          workLocation: true,
          user: {
            select: {
              name: true,
              category: true,
              subcategory: true,
              locale: true,
              guardian: { select: { name: true, relation: true, email: true } },
            },
          },
        },
      });
      const adults: string[] = [];
      const mails: Mail[] = [];
      const changed: { id: string; category: string; subcategory: string }[] = [];
      for (const profile of profiles) {
        const { user } = profile;
        if (!isMinor({ subcategory: user.subcategory, dateOfBirth: profile.dateOfBirth, guardian: !!user.guardian })) {
          adults.push(profile.userId);
          continue;
        }
        const interests = withoutTicks(profile.interests, OLD_FORM_TICKS.interests);
        const workLocation = withoutTicks(profile.workLocation, OLD_FORM_TICKS.workLocation);
        await tx.artistProfile.update({
          where: { userId: profile.userId },
          data: { interests: interests.flags, workLocation: workLocation.flags, choicesReview: null },
        });
        if (!interests.cleared.length && !workLocation.cleared.length) continue;
        changed.push({ id: profile.userId, category: user.category, subcategory: user.subcategory });
        if (user.guardian) {
          mails.push(
            accountMails.choicesCleared(
              user.guardian,
              { name: user.name },
              { interests: interests.cleared, workLocation: workLocation.cleared.length > 0 },
              isLocale(user.locale) ? user.locale : undefined,
            ),
          );
        }
      }
      if (adults.length) {
        await tx.artistProfile.updateMany({ where: { userId: { in: adults } }, data: { choicesReview: "DUE" } });
      }
      return { mails, changed, adults: adults.length };
    });
    if (!batch) return { cleared, asked };
    for (const mail of batch.mails) sendMail(mail);
    for (const member of batch.changed) refreshMemberPages(member);
    cleared += batch.changed.length;
    asked += batch.adults;
  }
}

/** Whether the member is asked to review their interests, comfort level, outfits and work locations. */
export async function choicesReviewDue(userId: string): Promise<boolean> {
  const profile = await db().artistProfile.findUnique({ where: { userId }, select: { choicesReview: true } });
  return profile?.choicesReview === "DUE";
}

/** The member keeps their choices as they are: they are not asked again. Answers whether they were asked. */
export async function keepChoices(member: AuthUser): Promise<boolean> {
  const { count } = await db().artistProfile.updateMany({
    where: { userId: member.id, choicesReview: "DUE" },
    data: { choicesReview: null },
  });
  return count > 0;
}
