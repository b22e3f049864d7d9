// Casting calls that ask applicants for money are the commonest scam talent meets. A call whose text
// has one of these phrases is held for an admin instead of published. English, Hindi and the Hinglish
// people actually write; a phrase right after a negation ("no registration fee") does not count.

const MONEY_PHRASES: RegExp[] = [
  /\b(registration|reg\.?|audition|portfolio|processing|membership|enrol?ment|entry|joining|application|form|screen ?test|casting|profile|training|workshop|grooming|photo ?shoot)\s+(fees?|charges?|amount|payment|deposit|cost)\b/i,
  /\b(security|refundable|advance)\s+(deposit|amount|payment|fees?)\b/i,
  /\b(must|need to|needs to|have to|has to|should|kindly|please)\s+(pay|deposit|transfer)\b/i,
  /\b(pay|deposit|transfer)\s+(rs\.?|inr|₹|rupees)?\s*\d[\d,]*\s*(\/-)?\s*(only\s+)?(to|for|as)\s+(confirm|book|register|registration|apply|audition|selection|slot)/i,
  /\b(fees?|charges?)\s+(of\s+)?(rs\.?|inr|₹)\s*\d/i,
  /(₹|\brs\.?\s*|\binr\s*)\d[\d,]*\s*(\/-)?\s*(only\s+)?(to|for)\s+(apply|register|registration|audition|selection)/i,
  /\b(fees?|paise|paisa|payment)\s+(jama|bhejna|bhejo|dena|dene|de)\b/i,
  /\bregistration\s+ke\s+liye\b/i,
  /(रजिस्ट्रेशन|पंजीकरण|ऑडिशन|पोर्टफोलियो|प्रोफाइल|फॉर्म)\s*(फीस|शुल्क|चार्ज)/,
  /(फीस|शुल्क|पैसे|रुपये)\s*(जमा|भेजें|भेजना|देना|दें)/,
];

const NEGATION = /\b(no|not|never|without|zero|free|nil)\b[\s\w-]{0,12}$|(नहीं|कोई|बिना|मुफ्त)\s*$/i;

/** The first phrase in `text` that asks for money (as written), or null. */
export function moneyPhraseIn(text: string): string | null {
  for (const pattern of MONEY_PHRASES) {
    const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      const before = text.slice(Math.max(0, match.index - 24), match.index);
      if (!NEGATION.test(before)) return match[0].trim();
    }
  }
  return null;
}

/** Why a call is held, as its poster reads it. */
export function heldReasonFor(phrase: string): string {
  return `Your call mentions "${phrase}". Castfolio never lets a call ask talent for money, so it is held until our team has reviewed it. If the call does not ask applicants to pay, you need do nothing: it is published once reviewed.`;
}
