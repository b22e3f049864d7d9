import "server-only";
import { whatsappTo } from "../alerts/preferences-view.ts";
import { tapeRequestMessage } from "../alerts/whatsapp-templates.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { memberLocale } from "../i18n/locales.ts";
import { recordNotices, type Notice } from "../notifications/notices.ts";
import { noticeWords, phrase } from "../notifications/words.ts";
import { inBackground } from "../server/background.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { sendWhatsApp } from "../whatsapp/send.ts";
import { callTapesPath, tapeRequestPagePath } from "./paths.ts";

// What applicants and casting teams are told of tape requests. Recorded in the transaction of the change, mailed
// after it commits by sendNotices (to a minor's parent or guardian, who holds the account); a new request also goes
// on WhatsApp to an applicant who turned WhatsApp alerts on with a confirmed number.

export type TapeNews = "requested" | "extended" | "withdrawn";

/** What a notice of a request reads: the call, the role, the applicant. */
export const TAPE_NOTICE_DETAIL = {
  id: true,
  dueAt: true,
  call: { select: { id: true, projectTitle: true, organization: { select: { name: true, ownerId: true } } } },
  application: {
    select: { applicantId: true, role: { select: { name: true } }, applicant: { select: { name: true } } },
  },
} as const;

type Detail = Prisma.TapeRequestGetPayload<{ select: typeof TAPE_NOTICE_DETAIL }>;

// Their words: namespace "Notices", group "Notices.tape".
function applicantNotice(request: Detail, news: TapeNews): Notice {
  const org = request.call.organization.name;
  const role = request.application.role.name;
  const project = request.call.projectTitle;
  const due = { moment: request.dueAt.toISOString() };
  const words = {
    requested: () =>
      noticeWords(phrase("tape.requestedTitle", { role, project }), [phrase("tape.requestedBody", { org, role, due })]),
    extended: () =>
      noticeWords(phrase("tape.extendedTitle", { project }), [phrase("tape.extendedBody", { org, role, due })]),
    withdrawn: () =>
      noticeWords(phrase("tape.withdrawnTitle", { project }), [phrase("tape.withdrawnBody", { org, role })]),
  };
  return { userId: request.application.applicantId, ...words[news](), link: tapeRequestPagePath(request.id) };
}

/** The casting team's notice of a tape sent. */
function teamNotice(request: Detail): Notice {
  const name = request.application.applicant.name;
  const project = request.call.projectTitle;
  return {
    userId: request.call.organization.ownerId,
    ...noticeWords(phrase("tape.receivedTitle", { name, project }), [
      phrase("tape.receivedBody", { name, role: request.application.role.name }),
    ]),
    link: callTapesPath(request.call.id, "received"),
  };
}

/** Inside the change's transaction: records each applicant's notice, and answers them for sendNotices. */
export async function tellApplicants(
  tx: Prisma.TransactionClient,
  requestIds: readonly string[],
  news: TapeNews,
): Promise<Notice[]> {
  if (!requestIds.length) return [];
  const requests = await tx.tapeRequest.findMany({
    where: { id: { in: [...requestIds] } },
    select: TAPE_NOTICE_DETAIL,
  });
  const notices = requests.map((request) => applicantNotice(request, news));
  await recordNotices(tx, notices);
  return notices;
}

/** Inside the submission's transaction: records the team's notice of a tape, and answers it for sendNotices. */
export async function tellTeam(tx: Prisma.TransactionClient, requestId: string): Promise<Notice[]> {
  const request = await tx.tapeRequest.findUniqueOrThrow({ where: { id: requestId }, select: TAPE_NOTICE_DETAIL });
  const notices = [teamNotice(request)];
  await recordNotices(tx, notices);
  return notices;
}

/** Once new requests have committed: a WhatsApp message to each applicant who switched WhatsApp alerts on. */
export function whatsappNewRequests(requestIds: readonly string[]): void {
  if (!requestIds.length) return;
  inBackground(`tape request WhatsApp (${requestIds.length})`, async () => {
    const requests = await db().tapeRequest.findMany({
      where: { id: { in: [...requestIds] } },
      select: {
        ...TAPE_NOTICE_DETAIL,
        application: {
          select: {
            ...TAPE_NOTICE_DETAIL.application.select,
            applicant: { select: { name: true, locale: true, alertPreferences: true } },
          },
        },
      },
    });
    for (const request of requests) {
      const { applicant, role } = request.application;
      const number = whatsappTo(applicant.alertPreferences);
      if (!number) continue;
      const message = {
        organization: request.call.organization.name,
        role: role.name,
        project: request.call.projectTitle,
        dueAt: request.dueAt,
        url: `${config.siteUrl}${tapeRequestPagePath(request.id)}`,
      };
      sendWhatsApp(tapeRequestMessage(number, message, memberLocale(applicant.locale)));
    }
  });
}
