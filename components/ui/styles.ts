// Class names shared by links and buttons, so every call to action looks the same.
export const BUTTON = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold tracking-wide text-white shadow-sm transition hover:bg-brand-900",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-full border border-ink-900/15 bg-white px-6 py-3 text-sm font-semibold tracking-wide text-ink-900 transition hover:border-brand-600 hover:text-brand-700",
  onDark:
    "inline-flex items-center justify-center gap-2 rounded-full border border-white/50 px-6 py-3 text-sm font-semibold tracking-wide text-white transition hover:border-white hover:bg-white/10",
  small:
    "inline-flex items-center justify-center gap-1 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white transition hover:bg-brand-900",
} as const;

const ACTION = "rounded-full px-4 py-1.5 text-sm font-semibold disabled:opacity-60";

/** The small buttons of a card's answers (a booking, an audition invitation): its main one, the others, a refusal. */
export const ACTION_BUTTON = {
  primary: `${ACTION} bg-brand-700 text-white hover:bg-brand-900`,
  quiet: `${ACTION} border border-gray-300 hover:border-brand-600`,
  danger: `${ACTION} bg-red-700 text-white hover:bg-red-800`,
} as const;

export const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6";
