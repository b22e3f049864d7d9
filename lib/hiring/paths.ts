// The addresses of hiring pages, for links, canonical URLs, the sitemap and page-cache refreshes.

/** The page of a call. */
export const callPath = (id: string) => `/job-detail-one/${id}`;
export const organizationPath = (id: string) => `/employer-profile/${id}`;

// A call's pages for its poster alone (rendered per request, never cached): how it reads while it is not
// public, the form that edits it, and a new call prefilled with a copy of it.
export const callPreviewPath = (id: string) => `${callPath(id)}/preview`;
export const callEditPath = (id: string) => `${callPath(id)}/edit`;
/** The form that posts a new call. */
export const POST_A_CALL_PATH = "/post-a-call";
export const callDuplicatePath = (id: string) => `${POST_A_CALL_PATH}?from=${encodeURIComponent(id)}`;
