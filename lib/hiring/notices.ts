import type { Notice } from "../notifications/notices.ts";
import { noticeWords, phrase, type NoticeArg, type Phrase } from "../notifications/words.ts";
import { callPath, callPreviewPath } from "./paths.ts";
import type { StatusName } from "./status-labels.ts";

// What an applicant is told when their application moves: the same words in the bell, the
// notifications page and the mail, each in the reader's language (namespace "Notices", groups
// "Notices.application" and "Notices.call"; English is what the title and body keep).

/** One role as it is, several as a list ("Lead and Friend" in English). */
const rolesArg = (roles: string | readonly string[]): NoticeArg =>
  typeof roles === "string" ? roles : roles.length === 1 ? roles[0] : { list: [...roles] };

const THANKS = phrase("application.thanks");

/** A status's title and body sentences for `roles` in `project`; none for a move back to submitted. */
export function statusPhrases(
  status: StatusName,
  roles: string | readonly string[],
  project: string,
): { title: Phrase; body: Phrase[] } | null {
  const args = { role: rolesArg(roles), project };
  switch (status) {
    case "shortlisted":
      return {
        title: phrase("application.shortlistedTitle", args),
        body: [phrase("application.shortlistedBody", args)],
      };
    case "selected":
      return { title: phrase("application.selectedTitle", args), body: [phrase("application.selectedBody", args)] };
    case "rejected":
      return {
        title: phrase("application.updateTitle", args),
        body: [phrase("application.rejectedBody", args), THANKS],
      };
    case "closed": {
      const count = typeof roles === "string" ? 1 : roles.length;
      return {
        title: phrase("application.closedTitle", { ...args, count }),
        body: [phrase("application.closedBody", { ...args, count }), THANKS],
      };
    }
    default:
      return null;
  }
}

/** The notice for an application that moved to `status`; none for a move back to submitted. */
export function statusNotice(
  applicantId: string,
  status: StatusName,
  role: string | readonly string[],
  project: string,
): Notice | null {
  const words = statusPhrases(status, role, project);
  return words ? { userId: applicantId, ...noticeWords(words.title, words.body), link: "/my-applications" } : null;
}

/**
 * The notice for applications closed with their call: one per applicant, naming every role they had
 * applied for (two roles, one mail).
 */
export function closedNotice(applicantId: string, roles: readonly string[], project: string): Notice {
  return statusNotice(applicantId, "closed", roles.length === 1 ? roles[0] : roles, project)!;
}

/** The reason of a held call in the reader's language: the screening's words (its phrase), or as it was given. */
function heldReasonPhrase(call: HeldCall): Phrase {
  return call.heldPhrase !== null
    ? phrase("call.heldReason", { phrase: call.heldPhrase })
    : phrase("call.reasonAsGiven", { reason: call.heldReason ?? "" });
}

/** A held call as its notice names it. */
interface HeldCall {
  id: string;
  title: string;
  heldReason: string | null;
  heldPhrase: string | null;
}

/** The poster's notice that their call is held for review because it asks for money (its phrase names the words). */
export function callHeldNotice(posterId: string, call: HeldCall): Notice {
  return {
    userId: posterId,
    ...noticeWords(phrase("call.heldTitle", { title: call.title }), [heldReasonPhrase(call), phrase("call.heldUntil")]),
    link: callPreviewPath(call.id),
  };
}

/** The poster's notice that an admin hid their call, with the admin's reason. */
export function callHiddenNotice(posterId: string, call: { id: string; title: string }, reason: string): Notice {
  return {
    userId: posterId,
    ...noticeWords(phrase("call.hiddenTitle", { title: call.title }), [
      phrase("call.hiddenBody", { title: call.title, reason: reason.replace(/[\s.]+$/, "") }),
    ]),
    link: callPreviewPath(call.id),
  };
}

/** The poster's notice that their call, held or hidden, is published after review. */
export function callPublishedNotice(posterId: string, call: { id: string; title: string }): Notice {
  return {
    userId: posterId,
    ...noticeWords(phrase("call.publishedTitle", { title: call.title }), [
      phrase("call.publishedBody", { title: call.title }),
    ]),
    link: callPath(call.id),
  };
}
