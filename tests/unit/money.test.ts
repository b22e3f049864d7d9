import { describe, expect, it } from "vitest";
import { formatInr } from "@/lib/money";

describe("amounts in rupees", () => {
  it("are grouped the Indian way, in lakhs and crores after the first thousand", () => {
    expect(formatInr(0)).toBe("₹0");
    expect(formatInr(999)).toBe("₹999");
    expect(formatInr(25000)).toBe("₹25,000");
    expect(formatInr(150000)).toBe("₹1,50,000");
    expect(formatInr(10000000)).toBe("₹1,00,00,000");
  });

  it("are rounded to the rupee", () => {
    expect(formatInr(1500.4)).toBe("₹1,500");
    expect(formatInr(1500.6)).toBe("₹1,501");
  });
});
