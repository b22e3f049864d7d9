// The lists casting calls and hirer accounts choose from: one source for the forms, the API's
// validation, the filters and the cards.

export const ORGANIZATION_TYPES = [
  "Production house",
  "Casting agency",
  "Independent filmmaker",
  "Ad agency",
  "OTT/Broadcaster",
] as const;

export const PROJECT_TYPES = [
  "Feature film",
  "Web series",
  "Short film",
  "Advertisement",
  "Music video",
  "Theatre",
  "Other",
] as const;

export const AUDITION_TYPES = { SELF_TAPE: "Self-tape", IN_PERSON: "In person", ONLINE: "Online" } as const;

export const ROLE_GENDERS = ["Any", "Male", "Female", "Other"] as const;

/** A call takes applications until at least this many full days after it is posted. */
export const MIN_DEADLINE_DAYS = 4;
export const MAX_ROLES = 10;
export const MAX_QUESTIONS = 5;
/** Calls per page of the jobs page (CALLS_PATH) and GET /api/calls. */
export const CALLS_PAGE_SIZE = 12;
/** Applications a page on the casting team's triage, at most (the default too). */
export const APPLICATIONS_PAGE_SIZE = 50;
