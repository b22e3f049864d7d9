import { z } from "zod";

// How a member's alerts reach them besides the bell (lib/alerts/preferences.ts): the shape the settings
// page and the API share. Browser-safe.

/** How a member's alerts reach them besides the bell. */
export const alertPreferencesShape = z.object({
  mail: z.boolean(),
  whatsapp: z.boolean(),
  whatsappNumber: z
    .string()
    .nullable()
    .describe("The confirmed number (country code and number, digits only): alerts go only there."),
  pendingWhatsappNumber: z.string().nullable().describe("A number given whose code has not been confirmed yet."),
});

export type AlertPreferencesView = z.output<typeof alertPreferencesShape>;

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
