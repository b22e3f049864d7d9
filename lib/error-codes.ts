// The machine-readable `code` of every error answer of the API, next to its human `message`: the message
// may be reworded for people, the code is what a client branches on (two 409s, say, that call for
// different next steps). This object is the one list: AppError takes its codes from it, lib/http.ts
// writes them, and the OpenAPI document enumerates them with these descriptions. No imports: browser
// code may read it too.

/** Each code, with what it tells a client. */
export const ERROR_CODES = {
  // One per kind of failure (lib/errors.ts FailureKind), for failures that need nothing more specific.
  invalid_input: "The request does not validate: `errors` names each field that is wrong.",
  unauthenticated: "Nobody is signed in, or the token or cookie names a session that has ended.",
  forbidden: "Signed in, but not allowed to do this (another member's resource, say).",
  not_found: "There is no such thing, or it is not visible to the caller.",
  gone: "It existed, and has expired or been withdrawn.",
  conflict: "The request clashes with what is stored.",
  too_large: "The body, a file or the upload as a whole is larger than allowed.",
  unsupported_type: "The body or a file is not of a type this call takes.",
  rate_limited: "Too many requests: try again after `Retry-After` seconds.",
  unavailable: "A service the API depends on cannot take the work now: try again after `Retry-After` seconds.",
  storage_full: "The file store is full; nothing was saved.",
  internal_error: "Something unexpected went wrong on the server; nothing about it is disclosed.",
  malformed_address:
    "The request's address cannot be read (percent-encoding that does not decode, a control character).",

  // Accounts and sign-in.
  invalid_credentials: "The email and password do not match an account.",
  account_suspended: "The account is suspended: it cannot sign in.",
  member_suspended: "The other member is suspended: nothing new can be agreed with them (a booking accepted, say).",
  wrong_current_password: "The current password sent to confirm a change of the account is not right.",
  email_taken: "Another account already uses this email.",
  cross_site_request: "A write with the session cookie that does not come from the site's own pages.",
  link_invalid: "The emailed link's token is unknown: ask for a new link.",
  link_used: "The emailed link has already been used: ask for a new one.",
  link_expired: "The emailed link has expired: ask for a new one.",
  link_outdated: "The emailed link was sent to an address the account no longer uses or names.",
  not_talent: "Only talent accounts can do this (apply to calls, set an availability, name a guardian…).",
  not_hirer: "Only hiring accounts can do this (post casting calls, edit an organisation).",
  guardian_not_needed: "The member's date of birth says they are an adult: they have no parent or guardian.",
  awaiting_guardian: "A minor's account waits for their parent or guardian to confirm by mail before it can apply.",
  admins_only: "The caller is not an admin.",

  // Casting calls and applications.
  already_applied: "The member has already applied for this role.",
  tape_request_closed:
    "The tape request's deadline has passed, or the casting team withdrew it: no tape can be sent to it.",
  tape_request_withdrawn: "The casting team withdrew the tape request: its deadline can no longer be changed.",
  tape_request_answered: "The applicant has sent the tape: the request can no longer be withdrawn.",
  call_closed: "The casting call is closed, or past its deadline: it takes no applications.",
  roles_locked: "People have applied to the call: its roles can no longer be replaced.",
  questions_locked: "People have applied to the call: its screening questions can no longer be changed.",
  call_has_applications: "People have applied to the call: it cannot be deleted, only closed.",
  application_closed: "The application's call has ended: its status can no longer change.",
  undo_too_late:
    "The decision cannot be undone: the applicant has been told of it, or the application has changed since.",

  // Profiles and private details.
  profile_changed: "The profile was saved elsewhere since the `version` sent: reload it, then save again.",
  limit_reached:
    "A count limit is reached (stored photos or work samples, shortlists, profiles on one, live links, resumable uploads held).",
  verified_hirer_required: "Only verified casting teams see a member's private details.",
  details_not_shared: "The member does not share their private details.",
  minor_details_private: "The member is under 18: their private details are never shared.",

  // Messages.
  blocked: "One of the two members has blocked the other: neither can message the other.",
  conversation_suspended: "One of the conversation's members is suspended: it takes no new messages.",
  minor_messaging_restricted: "Only verified casting teams can message members under 18.",
  too_many_streams: "The member holds too many live event streams: close one before opening another.",

  // Rentals and bookings.
  not_rental_owner: "Only Camera Unit and Locations members rent out, set rates and close days.",
  no_rental_terms: "The owner takes no bookings: no rates are set yet.",
  own_listing: "A member cannot book their own camera unit or location.",
  minor_booking_restricted:
    "Members under 18 take no part in bookings: they cannot request one, rent out, or have one accepted (a booking shares each side's phone and email).",
  dates_unavailable: "Some of the days asked for are blocked by the owner or already booked: `errors` names them.",
  dates_taken: "The days were booked or closed after the request was made: it can no longer be accepted.",
  booking_expired: "The request (or the changed total) was left unanswered past its time, and has expired.",
  booking_state: "The booking's state does not allow this action now (it is declined, cancelled, over…).",
  review_too_early: "The booking cannot be reviewed yet: reviews open the day after its last day.",
  already_reviewed: "The member has already reviewed this booking.",

  // Saved searches and alerts.
  saved_search_exists: "The member already keeps a saved search of the same kind with the same parameters.",

  // Audition scheduling.
  session_cancelled: "The audition session is cancelled: it takes no changes, invitations or answers.",
  session_past: "The audition session (or the slot) has already begun or ended.",
  slot_full: "The slot has no room left for the people named: `errors` says how many seats it has free.",
  session_full:
    "The session's free seats are fewer than the people to invite, or than the people invited for the new times.",

  // Moderation and shortlists.
  already_reported: "The member has already reported this, and the report is still open.",
  link_gone: "The look book link has expired, or was withdrawn by its owner.",
} as const;

/** A code an error answer may carry. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in the order above (for the OpenAPI enum). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
