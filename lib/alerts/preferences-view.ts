// How a member's alerts reach them besides the bell (lib/alerts/preferences.ts): the shape the settings
// page and the API share. Browser-safe.

export interface AlertPreferencesView {
  mail: boolean;
  whatsapp: boolean;
  /** The confirmed number: country code and number, digits only. Alerts go only there. */
  whatsappNumber: string | null;
  /** A number given whose code has not been typed back yet. */
  pendingWhatsappNumber: string | null;
}

export const DEFAULT_ALERT_PREFERENCES: AlertPreferencesView = {
  mail: true,
  whatsapp: false,
  whatsappNumber: null,
  pendingWhatsappNumber: null,
};

/** The number to send a member's WhatsApp alerts to: their confirmed one, if they turned WhatsApp alerts on. */
export function whatsappTo(
  preferences: Pick<AlertPreferencesView, "whatsapp" | "whatsappNumber"> | null | undefined,
): string | null {
  return preferences?.whatsapp && preferences.whatsappNumber ? preferences.whatsappNumber : null;
}
