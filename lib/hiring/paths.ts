// The addresses of hiring pages, for links, canonical URLs, the sitemap and page-cache refreshes.

/** The jobs page: the open calls, with their filters in the query. */
export const CALLS_PATH = "/job-grid-one";
/** The page of a call. */
export const callPath = (id: string) => `/job-detail-one/${id}`;
/** A hirer's own organisation (or, for anyone else, the list of studios); an organisation's page is below it. */
export const OWN_ORGANIZATION_PATH = "/employer-profile";
export const organizationPath = (id: string) => `${OWN_ORGANIZATION_PATH}/${id}`;

// A call's pages for its poster alone (rendered per request, never cached): how it reads while it is not
// public, the form that edits it, the applications to it, and a new call prefilled with a copy of it.
export const callPreviewPath = (id: string) => `${callPath(id)}/preview`;
export const callEditPath = (id: string) => `${callPath(id)}/edit`;
export const callApplicationsPath = (id: string) => `${callPath(id)}/applications`;
/** The form that posts a new call. */
export const POST_A_CALL_PATH = "/post-a-call";
export const callDuplicatePath = (id: string) => `${POST_A_CALL_PATH}?from=${encodeURIComponent(id)}`;
