import { ACCOUNT_OPERATIONS } from "./accounts.ts";
import { AUDITION_OPERATIONS } from "./auditions.ts";
import { HIRING_OPERATIONS } from "./hiring.ts";
import { MESSAGE_OPERATIONS } from "./messages.ts";
import { MODERATION_OPERATIONS } from "./moderation.ts";
import { PROFILE_OPERATIONS } from "./profiles.ts";
import { PUSH_OPERATIONS } from "./push.ts";
import { RENTAL_OPERATIONS } from "./rentals.ts";
import { RESUMABLE_UPLOAD_OPERATIONS } from "./resumable-uploads.ts";
import { SEARCH_OPERATIONS } from "./search.ts";
import { SERVICE_OPERATIONS } from "./service.ts";
import { SAVED_SEARCH_OPERATIONS } from "./saved-searches.ts";
import { SHORTLIST_OPERATIONS } from "./shortlists.ts";
import { TAPE_REQUEST_OPERATIONS } from "./tape-requests.ts";
import type { ApiOperation } from "./types.ts";

// Every operation of app/api, by area. tests/unit/openapi.test.ts fails when a route handler has no
// operation here, or an operation no handler.

export const OPERATIONS: readonly ApiOperation[] = [
  ...ACCOUNT_OPERATIONS,
  ...PROFILE_OPERATIONS,
  ...RESUMABLE_UPLOAD_OPERATIONS,
  ...SEARCH_OPERATIONS,
  ...HIRING_OPERATIONS,
  ...AUDITION_OPERATIONS,
  ...TAPE_REQUEST_OPERATIONS,
  ...MESSAGE_OPERATIONS,
  ...SHORTLIST_OPERATIONS,
  ...RENTAL_OPERATIONS,
  ...SAVED_SEARCH_OPERATIONS,
  ...PUSH_OPERATIONS,
  ...MODERATION_OPERATIONS,
  ...SERVICE_OPERATIONS,
];
