// The addresses of the rental pages, for links in notices, mails and pages. Browser-safe.

export const BOOKINGS_PATH = "/bookings";
export const bookingPath = (id: string) => `${BOOKINGS_PATH}/${id}`;
/** Where an owner sets their rates and closes days. */
export const RENTAL_SETTINGS_PATH = "/rental-settings";
