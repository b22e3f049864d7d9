// The addresses of a member's own profile pages, for links from the browser and the server alike.

/** A member's own settings: their profile form, pictures, privacy, alerts and account. */
export const PROFILE_SETTINGS_PATH = "/candidate-profile-setting";
