/** Site-wide constants and identity; the public address is config.siteUrl. */
export const SITE_NAME = "Castfolio";
/** The browser's and the installed app's bar colour. */
export const THEME_COLOR = "#d9480f";

export const STICKY_HEADER_AFTER_PX = 50;
export const TOAST_DURATION_MS = 5000;
export const HOME_JOB_COUNT = 6;
export const HOME_FEATURE_COUNT = 4;
export const STUDIO_VACANCY_COUNT = 4;
export const CAROUSEL = { autoplayMs: 3000, speedMs: 400 } as const;
