import { ACCOUNT_OPERATIONS } from "./accounts/api-reference.ts";
import { AUDITION_OPERATIONS } from "./auditions/api-reference.ts";
import { HIRING_OPERATIONS } from "./hiring/api-reference.ts";
import { MESSAGE_OPERATIONS } from "./conversations/api-reference.ts";
import { MODERATION_OPERATIONS } from "./moderation/api-reference.ts";
import { PROFILE_OPERATIONS } from "./profiles/api-reference.ts";
import { PUSH_OPERATIONS } from "./push/api-reference.ts";
import { RENTAL_OPERATIONS } from "./rentals/api-reference.ts";
import { RESUMABLE_UPLOAD_OPERATIONS } from "./uploads/api-reference.ts";
import { SEARCH_OPERATIONS } from "./search/api-reference.ts";
import { SERVICE_OPERATIONS } from "./openapi/service.ts";
import { SAVED_SEARCH_OPERATIONS } from "./alerts/api-reference.ts";
import { SHORTLIST_OPERATIONS } from "./shortlists/api-reference.ts";
import { TAPE_REQUEST_OPERATIONS } from "./tapes/api-reference.ts";
import { buildDocument } from "./openapi/document.ts";
import type { ApiOperation, OpenApiDocument } from "./openapi/types.ts";

// The API reference: every operation of app/api, each area's kept beside its domain's schemas and views
// (lib/<domain>/api-reference.ts), and the OpenAPI document built from them by lib/openapi.
// tests/unit/openapi.test.ts fails when a route handler has no operation here, or an operation no handler.

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

let built: OpenApiDocument | undefined;

/** The document (built once: it changes only with the code). */
export function openApiDocument(): OpenApiDocument {
  return (built ??= buildDocument(OPERATIONS));
}
