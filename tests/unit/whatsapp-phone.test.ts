import { describe, expect, it } from "vitest";
import { WHATSAPP_NUMBER_HINT, whatsappNumberOf } from "@/lib/whatsapp/phone";

describe("a WhatsApp number as a member types it", () => {
  it("an Indian mobile number, however it is written, gets India's country code", () => {
    for (const typed of [
      "+91 98765 43210",
      "+91-98765-43210",
      "+91 (0) 98765 43210",
      "098765 43210",
      "9876543210",
      " 98765 43210 ",
      "(98765) 43210",
      "919876543210",
      "0091 98765 43210",
    ]) {
      expect(whatsappNumberOf(typed), typed).toBe("919876543210");
    }
    expect(whatsappNumberOf("6000000000")).toBe("916000000000");
  });

  it("a number of another country keeps the country code it was given", () => {
    expect(whatsappNumberOf("+44 7700 900123")).toBe("447700900123");
    expect(whatsappNumberOf("+44 (0)7700 900123")).toBe("447700900123");
    expect(whatsappNumberOf("0044 7700 900123")).toBe("447700900123");
    expect(whatsappNumberOf("447700900123")).toBe("447700900123");
    expect(whatsappNumberOf("+1 (202) 555-0123")).toBe("12025550123");
    expect(whatsappNumberOf("+971 50 123 4567")).toBe("971501234567");
    expect(whatsappNumberOf("+65 9123 4567")).toBe("6591234567");
  });

  it("anything that cannot be a mobile number is refused", () => {
    for (const typed of [
      "",
      "   ",
      "call me",
      "98765",
      "98765 4321", // a digit short
      "098765 432100", // a digit over
      "1234567890123456", // 16 digits
      "5876543210", // not an Indian mobile, and no country code
      "040 2345 6789", // an Indian landline
      "+91 40 2345 6789",
      "+91 98765 4321",
      "+0 98765 43210",
      "+1234567", // 7 digits
      "+1234567890123456", // 16 digits
      "98765+43210",
      "+ +91 98765 43210",
      "9876543210 ext 2",
      "9".repeat(100),
    ]) {
      expect(whatsappNumberOf(typed), typed).toBeUndefined();
    }
  });

  it("every number it gives is E.164 digits, as the Cloud API and wa.me take them", () => {
    for (const typed of ["+91 98765 43210", "+44 7700 900123", "+1 202 555 0123", "+65 9123 4567"]) {
      expect(whatsappNumberOf(typed)).toMatch(/^[1-9]\d{7,14}$/);
    }
  });

  it("the form's hint says when the country code is needed", () => {
    expect(WHATSAPP_NUMBER_HINT).toBe("Your WhatsApp number, with the country code for numbers outside India");
  });
});
