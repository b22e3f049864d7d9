import { describe, expect, it } from "vitest";
import { moneyRequestIn } from "@/lib/moderation/money-requests";

// Casting-call and studio text that asks talent for money, and text that only talks about money, in the
// languages and with the tricks scammers use. Each case is [text, what it shows].

const HOLD: [string, string][] = [
  ["Shortlisted actors pay a registration fee of Rs 1,500 before the audition.", "English, plain"],
  ["Pay ₹750 via GPay to 98200 12345 to block your audition slot", "payment app"],
  ["Rs.1499 portfolio shoot at our studio (compulsory for all selected faces)", "amount and portfolio shoot"],
  ["Fee: Rs 1,200 only", "fee with an amount"],
  ["Fees ₹499/- to be paid at the venue", "fees and /-"],
  ["Pay 800 rupees to confirm your selection", "pay N rupees to confirm"],
  ["Not a fraud! Audition fee 1000 rupees", "negation nearby, not governing"],
  ["100% genuine, not a scam, registration charges 2500", "negation nearby again"],
  ["Kindly transfer the membership amount of INR 3,000 before Monday", "membership amount"],
  ["Refundable deposit of ₹5,000 to confirm your role", "refundable deposit"],
  ["Send 999 on PhonePe and share the screenshot", "PhonePe"],
  ["UPI ID for the form fee: castingdesk@ybl", "UPI ID"],
  ["Scan & pay the joining fee at the counter", "scan and pay"],
  ["Processing charges 750 per candidate, payable online", "processing charges"],
  ["Grooming workshop fee ₹3500, mandatory for selected artists", "workshop fee"],
  ["Selected candidates need to pay 2k for the photo shoot", "2k"],
  ["Audition entry fee: 300", "entry fee"],
  ["r e g i s t r a t i o n  f e e  500", "letter-spacing"],
  ["Regis-tration f.e.e 1500 compulsory", "separators inside words"],
  ["Regist\u200Bration fe\u200Ce ₹999", "zero-width characters"],
  ["Аudition fее ₹600", "Cyrillic look-alikes"],
  ["Ｐａｙ ₹５００ ｔｏ ｃｏｎｆｉｒｍ", "full-width"],
  ["p@y 500 to c0nfirm your slot", "look-alike symbols"],
  ["Bhai 500 rupaye registration ke liye jama karo", "Hinglish jama karo"],
  ["Selection ke liye 1000 dena hoga, GPay kar do", "Hinglish dena hoga"],
  ["Audition se pehle portfolio ki fees bharni hogi 2500", "Hinglish fees bharni"],
  ["Paise bhejo tabhi slot confirm hoga", "paise bhejo"],
  ["Confirm karne ke liye 499 ka payment karna hoga", "payment karna hoga"],
  ["ऑडिशन फ़ीस 500 रुपये जमा करें", "Hindi with nukta"],
  ["पंजीकरण शुल्क ₹1000 अनिवार्य है", "Hindi शुल्क"],
  ["चयन के बाद 2000 रुपये भेजें", "Hindi भेजें"],
  ["ऑडिशनसाठी नोंदणी शुल्क ५०० रुपये भरावे लागतील", "Marathi"],
  ["ఆడిషన్ కోసం రిజిస్ట్రేషన్ ఫీజు 500 రూపాయలు చెల్లించాలి", "Telugu"],
  ["தேர்வுக்கு பதிவுக் கட்டணம் ரூ.500 செலுத்த வேண்டும்", "Tamil"],
  ["ഓഡിഷന് രജിസ്ട്രേഷൻ ഫീസ് 500 രൂപ അടയ്ക്കണം", "Malayalam"],
  ["ಆಡಿಷನ್‌ಗೆ ನೋಂದಣಿ ಶುಲ್ಕ 500 ರೂಪಾಯಿ ಪಾವತಿಸಬೇಕು", "Kannada"],
  ["অডিশনের জন্য রেজিস্ট্রেশন ফি ৫০০ টাকা জমা দিতে হবে", "Bengali with Bengali digits"],
  ["Make the payment of Rs 1,000 through Paytm to proceed", "make the payment"],
  ["Before the audition you have to deposit 1500 in our account", "have to deposit"],
  ["Account number and IFSC for the audition charges are below", "bank details"],
  ["Book your slot: ₹299 (non-refundable)", "amount and non-refundable"],
  ["Casting agency fee Rs 5000 after selection", "agency fee"],
  ["Profile activation charges 999/-", "profile charges"],
  ["NEFT 2500 to confirm the booking", "NEFT with an amount"],
];

const PUBLISH: [string, string][] = [
  ["Paid role, Rs 5000 per day", "talent is paid per day"],
  ["Remuneration: ₹15,000 per episode", "remuneration"],
  ["We pay travel and food", "the production pays"],
  ["No registration fee, no charges of any kind", "negation that governs"],
  ["Applying is free", "free"],
  ["Budget 2 lakh for the shoot", "a budget"],
  ["We pay ₹5,000 a day plus travel.", "we pay an amount"],
  ["Registration closes on Friday; the fee for the role is ₹20,000.", "the talent's fee"],
  ["There is no audition fee and we never ask for money.", "a clear no"],
  ["Registration fee: nil", "fee nil"],
  ["Registration is free of cost", "registration free"],
  ["Koi fees nahi hai, audition bilkul free", "Hinglish no fee"],
  ["Registration ki koi fees nahi lagegi", "Hinglish no fee again"],
  ["कोई पंजीकरण शुल्क नहीं है", "Hindi no fee"],
  ["Artist fee ₹25,000 per shoot day, paid within 30 days by NEFT", "talent's fee by NEFT"],
  ["You will be paid ₹8,000 for the two-day shoot", "you will be paid"],
  ["Send your portfolio and two photos to casting@example.in", "send a portfolio"],
  ["Age 18 to 25, height 5 ft 6 in, shoot from 12 Jan 2027", "numbers that are not money"],
  ["Conveyance of ₹1,000 for the audition day is provided", "conveyance provided"],
  ["Never pay anyone for an audition. Report such calls.", "a warning"],
  ["Payment: ₹40,000 per month for six months", "monthly pay"],
  ["Audition in Andheri on 5 December, 10 am to 6 pm", "an audition"],
  ["Portfolio not required; a selfie is enough", "portfolio not a fee"],
  ["Food, stay and ₹3000 daily allowance covered by the production", "allowance"],
  ["हम प्रति दिन 5000 रुपये मेहनताना देंगे", "Hindi remuneration"],
  ["Hirers never charge talent on Castfolio, applying costs nothing", "costs nothing"],
  ["Call us on 98200 12345 between 10 and 6", "a phone number"],
  ["Do not pay any registration fee to anyone claiming to be us", "a warning naming the fee"],
  ["Pay scale: 1500-2500 per day depending on experience", "a range of day rates"],
  ["Remuneration Rs 10k to 15k per episode", "a range per episode"],
];

describe("money requests", () => {
  it.each(HOLD)("holds %j (%s)", (text) => {
    expect(moneyRequestIn(text)).not.toBeNull();
  });

  it.each(PUBLISH)("publishes %j (%s)", (text) => {
    expect(moneyRequestIn(text)).toBeNull();
  });

  it("names the words it found, as the member wrote them", () => {
    expect(moneyRequestIn("Fresh faces! Portfolio charges Rs 3000 extra.")).toMatch(/^Portfolio charges/);
    expect(moneyRequestIn("ऑडिशन के लिए रजिस्ट्रेशन फ़ीस 500 रुपये")).toBe("रजिस्ट्रेशन फ़ीस");
    expect(moneyRequestIn("Pay Rs. 500 to confirm your slot")).toMatch(/^Pay Rs\. 500/);
    expect(moneyRequestIn("Regist\u200Bration fee ₹999")).toContain("fee");
  });
});
