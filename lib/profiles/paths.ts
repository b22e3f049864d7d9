// The addresses of a member's profile pages, for links from the browser and the server alike.

/** A member's public profile (without an id: the signed-in member's own). */
export const profilePath = (id: string) => `/candidate-profile/${id}`;
/** A member's own settings: their profile form, pictures, privacy, alerts and account. */
export const PROFILE_SETTINGS_PATH = "/candidate-profile-setting";
