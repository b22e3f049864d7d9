// The addresses of hiring pages, for links, canonical URLs, the sitemap and page-cache refreshes.

/** The page of a call. */
export const callPath = (id: string) => `/job-detail-one/${id}`;
export const organizationPath = (id: string) => `/employer-profile/${id}`;
