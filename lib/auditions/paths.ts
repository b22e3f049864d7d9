// Where auditions live on the site. Browser-safe.
import { callPath } from "../hiring/paths.ts";

/** The casting team's audition schedule of a call. */
export const auditionsPath = (callId: string) => `${callPath(callId)}/auditions`;
/** An invitation on its invitee's applications page. */
export const invitePagePath = (inviteId: string) => `/my-applications#audition-${inviteId}`;
/** An invitation's calendar file. */
export const inviteCalendarPath = (inviteId: string) => `/api/invites/${inviteId}/calendar.ics`;
/** A session's schedule as CSV. */
export const scheduleCsvPath = (sessionId: string) => `/api/sessions/${sessionId}/schedule.csv`;
