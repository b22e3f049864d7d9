import { describe, expect, it } from "vitest";
import { reasonWords } from "@/lib/rentals/booking-names";
import { SUSPENDED_REASON, TAKEN_REASON } from "@/lib/rentals/options";
import { translatorOf } from "../helpers/catalogs";

// The reasons the site gives for closing a booking are stored as they read in English; a booking card says
// them in the reader's language (components/rentals/BookingCard.tsx), and a member's own reason as written.

describe("a booking's reason", () => {
  it("is the reader's language when the site gave it", () => {
    expect(reasonWords(translatorOf("hi", "Bookings"), TAKEN_REASON)).toBe("ये दिन किसी दूसरे प्रोडक्शन ने बुक कर लिए हैं।");
    expect(reasonWords(translatorOf("te", "Bookings"), SUSPENDED_REASON)).toBe("ఈ సభ్యుని అకౌంట్ సస్పెండ్ చేయబడింది.");
    expect(reasonWords(translatorOf("ta", "Bookings"), TAKEN_REASON)).not.toBe(TAKEN_REASON);
    expect(reasonWords(translatorOf("en", "Bookings"), SUSPENDED_REASON)).toBe(SUSPENDED_REASON);
  });

  it("is the member's own words when they gave it", () => {
    const own = "Camera is being serviced that week";
    expect(reasonWords(translatorOf("hi", "Bookings"), own)).toBe(own);
  });
});
