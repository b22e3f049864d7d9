// Amounts of money as pages show them. Pay on Castfolio is in whole rupees, written the Indian way:
// grouped in lakhs and crores after the first thousand (₹1,50,000). Browser-safe.

const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** "₹25,000", "₹1,50,000": an amount in rupees, rounded to the rupee. */
export function formatInr(amount: number): string {
  return INR.format(amount);
}
