// How a member's alerts reach them besides the bell (lib/alerts/preferences.ts): the shape the settings
// page and the API share. Browser-safe.

export interface AlertPreferencesView {
  mail: boolean;
  whatsapp: boolean;
  /** The country code and number, digits only. */
  whatsappNumber: string | null;
}

export const DEFAULT_ALERT_PREFERENCES: AlertPreferencesView = { mail: true, whatsapp: false, whatsappNumber: null };
