import { describe, expect, it } from "vitest";
import { reasonWords } from "@/lib/rentals/booking-names";
import { SITE_REASON_OF, TAKEN_REASON } from "@/lib/rentals/options";
import { translatorOf } from "../helpers/catalogs";

// The reasons the site gives for closing a booking are kept by their code (Booking.siteReason); a booking card
// says them in the reader's language (components/rentals/BookingCard.tsx), and a member's own reason as written.

describe("a booking's reason", () => {
  it("is the reader's language when the site gave it", () => {
    expect(reasonWords(translatorOf("hi", "Bookings"), SITE_REASON_OF.taken)).toBe(
      "ये दिन किसी दूसरे प्रोडक्शन ने बुक कर लिए हैं।",
    );
    expect(reasonWords(translatorOf("te", "Bookings"), SITE_REASON_OF.suspended)).toBe("ఈ సభ్యుని అకౌంట్ సస్పెండ్ చేయబడింది.");
    expect(reasonWords(translatorOf("ta", "Bookings"), SITE_REASON_OF.taken)).not.toBe(TAKEN_REASON);
    expect(reasonWords(translatorOf("en", "Bookings"), SITE_REASON_OF.suspended)).toBe(
      "This member's account has been suspended.",
    );
  });

  it("is the member's own words when they gave it, even words that read like the site's", () => {
    const own = "Camera is being serviced that week";
    expect(reasonWords(translatorOf("hi", "Bookings"), { reason: own })).toBe(own);
    expect(reasonWords(translatorOf("hi", "Bookings"), { reason: TAKEN_REASON, siteReason: null })).toBe(TAKEN_REASON);
  });
});
