import type { Notice } from "../notifications/notices.ts";
import { callPath, callPreviewPath } from "./paths.ts";
import type { StatusName } from "./status-labels.ts";

// What an applicant is told when their application moves: the same words in the bell, the
// notifications page and the mail.

const WORDS: Partial<Record<StatusName, (role: string, project: string) => [string, string]>> = {
  shortlisted: (role, project) => [
    `You are shortlisted for ${role} in ${project}`,
    `Good news: the casting team shortlisted you for ${role} in ${project}. They may contact you through Castfolio about the next step.`,
  ],
  selected: (role, project) => [
    `You are selected for ${role} in ${project}`,
    `Congratulations: the casting team selected you for ${role} in ${project}. Expect them to contact you with the details.`,
  ],
  rejected: (role, project) => [
    `An update on ${role} in ${project}`,
    `The casting team has chosen someone else for ${role} in ${project}. Thank you for applying: your profile stays visible to every studio on Castfolio.`,
  ],
  closed: (role, project) => [
    `The role ${role} in ${project} has been closed`,
    `The casting team has closed this call, so your application for ${role} in ${project} will not go further. Thank you for applying: your profile stays visible to every studio on Castfolio.`,
  ],
};

/** The notice for an application that moved to `status`; none for a move back to submitted. */
export function statusNotice(applicantId: string, status: StatusName, role: string, project: string): Notice | null {
  const words = WORDS[status]?.(role, project);
  return words ? { userId: applicantId, title: words[0], body: words[1], link: "/my-applications" } : null;
}

const roleList = new Intl.ListFormat("en", { type: "conjunction" });

/**
 * The notice for applications closed with their call: one per applicant, naming every role they had
 * applied for (two roles, one mail).
 */
export function closedNotice(applicantId: string, roles: readonly string[], project: string): Notice {
  if (roles.length === 1) return statusNotice(applicantId, "closed", roles[0], project)!;
  const named = roleList.format(roles);
  return {
    userId: applicantId,
    title: `The roles ${named} in ${project} have been closed`,
    body: `The casting team has closed this call, so your applications for ${named} in ${project} will not go further. Thank you for applying: your profile stays visible to every studio on Castfolio.`,
    link: "/my-applications",
  };
}

/** The poster's notice that their call is held for review because it asks for money (`reason` names the words). */
export function callHeldNotice(posterId: string, call: { id: string; title: string }, reason: string): Notice {
  return {
    userId: posterId,
    title: `Your call "${call.title}" is held for review`,
    body: `${reason} Until then it is not public. You can also change its wording: every edit is screened again.`,
    link: callPreviewPath(call.id),
  };
}

/** The poster's notice that an admin hid their call, with the admin's reason. */
export function callHiddenNotice(posterId: string, call: { id: string; title: string }, reason: string): Notice {
  return {
    userId: posterId,
    title: `Your call "${call.title}" was hidden by Castfolio's team`,
    body: `Castfolio's team hid your casting call "${call.title}", for this reason: ${reason.replace(/[\s.]+$/, "")}. It is no longer public and takes no applications. If you think this is a mistake, write to us through the contact page.`,
    link: callPreviewPath(call.id),
  };
}

/** The poster's notice that their call, held or hidden, is published after review. */
export function callPublishedNotice(posterId: string, call: { id: string; title: string }): Notice {
  return {
    userId: posterId,
    title: `Your call "${call.title}" is published`,
    body: `Castfolio's team reviewed your casting call "${call.title}" and published it: talent can see it and apply.`,
    link: callPath(call.id),
  };
}
