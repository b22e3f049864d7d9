// WhatsApp numbers as members type them, made into what the Cloud API takes: the country code and the
// number, digits only, no "+". Most members are in India and type their mobile number as they would
// dial it at home; anyone else gives the country code.

/** The hint a form shows under the WhatsApp number field. */
export const WHATSAPP_NUMBER_HINT = "Your WhatsApp number, with the country code for numbers outside India";

const INDIA = "91";
/** An Indian mobile number without the country code: ten digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** E.164: a country code (never starting with 0) and the number, 8 to 15 digits in all. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

/**
 * The number as WhatsApp wants it ("+91 98765 43210", "098765 43210" and "9876543210" all give
 * "919876543210"; "+44 7700 900123" gives "447700900123"), or undefined when what was typed cannot be
 * a mobile number. Without "+" or "00", ten digits (after a leading 0) are an Indian mobile number, and
 * eleven or more already hold the country code.
 */
export function whatsappNumberOf(input: string): string | undefined {
  const typed = input.trim().replace(/\(0\)/g, ""); // "+44 (0)7700 900123": the 0 is dialled at home only
  if (typed.length > 40 || !/^\+?[\d\s().-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, "");
  const national = digits.replace(/^0(?=[^0])/, "");
  let number: string;
  if (typed.startsWith("+")) number = digits;
  else if (digits.startsWith("00")) number = digits.slice(2);
  else if (INDIAN_MOBILE.test(national)) number = INDIA + national;
  else if (digits.length > 10) number = digits;
  else return undefined;
  if (number.startsWith(INDIA) && !INDIAN_MOBILE.test(number.slice(INDIA.length))) return undefined;
  return INTERNATIONAL.test(number) ? number : undefined;
}
