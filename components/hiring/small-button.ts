/** The small round buttons of the casting team's tools (decisions, notes, tape requests). */
export const SMALL_BUTTON =
  "rounded-full border border-gray-300 px-3 py-1 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 disabled:opacity-50";
