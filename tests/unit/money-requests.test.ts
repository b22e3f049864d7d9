import { describe, expect, it } from "vitest";
import { moneyRequestIn } from "@/lib/screening/money-requests";
import { INNOCENT_A, REQUESTS_A } from "../fixtures/money-requests-a";
import { INNOCENT_B, REQUESTS_B } from "../fixtures/money-requests-b";
import { INNOCENT_C, REQUESTS_C } from "../fixtures/money-requests-c";
import { INNOCENT_D, REQUESTS_D } from "../fixtures/money-requests-d";

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
  ["ഓഡിഷൻ സ്ലോട്ട് ഉറപ്പാക്കാൻ 500 രൂപ GPay ചെയ്യണം", "Malayalam with a payment app"],
  ["രജിസ്ട്രേഷൻ ചാർജ് 1000 രൂപ PhonePe വഴി അയക്കുക", "Malayalam registration charge on PhonePe"],
  ["ઓડિશન માટે રજિસ્ટ્રેશન ફી ₹500 ભરવાની રહેશે", "Gujarati"],
  ["પસંદગી પછી ૧૦૦૦ રૂપિયા જમા કરાવો", "Gujarati with Gujarati digits"],
  ["ફોટોશૂટ પેકેજ ₹૫૦૦૦ ફરજિયાત છે", "Gujarati photoshoot package"],
  ["રજિસ્ટ્રેશન ચાર્જ 700 Paytm કરો", "Gujarati on Paytm"],
  ["ਆਡੀਸ਼ਨ ਲਈ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਫੀਸ 500 ਰੁਪਏ ਜਮ੍ਹਾਂ ਕਰਵਾਓ", "Punjabi"],
  ["ਪੋਰਟਫੋਲੀਓ ਸ਼ੂਟ ਲਈ ੨੫੦੦ ਰੁਪਏ ਦੇਣੇ ਪੈਣਗੇ", "Punjabi with Gurmukhi digits"],
  ["ਵਰਕਸ਼ਾਪ ਫੀਸ 3000 ਲਾਜ਼ਮੀ", "Punjabi workshop fee"],
  ["ଅଡିସନ ପାଇଁ ପଞ୍ଜୀକରଣ ଶୁଳ୍କ ୫୦୦ ଟଙ୍କା ଜମା କରନ୍ତୁ", "Odia"],
  ["ଅଡିସନ ପାଇଁ ୧୦୦୦ ଟଙ୍କା ପଠାନ୍ତୁ", "Odia send"],
  ["آڈیشن کے لیے رجسٹریشن فیس 500 روپے جمع کرائیں", "Urdu"],
  ["پورٹ فولیو کے لیے 2000 روپے ایڈوانس جمع کروائیں", "Urdu portfolio advance"],
  ["رجسٹریشن فیس ۵۰۰ روپے لازمی ہے", "Urdu with Urdu digits"],
  ["Selection confirm panna 3000 rupees kattunga", "Tamil in Latin letters, kattunga"],
  ["Audition ku munnadi registration fees 1000 kattanum", "Tamil in Latin letters, kattanum"],
  ["Selection aana 2000 rupees GPay pannunga", "Tamil in Latin letters, GPay pannunga"],
  ["Audition confirm aaganum na 1000 anuppunga", "Tamil in Latin letters, anuppunga"],
  ["Photoshoot ku 5000 kattanum, compulsory", "Tamil in Latin letters, photoshoot"],
  ["Registration kosam 500 rupees kattali", "Telugu in Latin letters, kattali"],
  ["Slot confirm cheyyadaniki 999 pay cheyyandi", "Telugu in Latin letters, pay cheyyandi"],
  ["Audition slot book cheyyadaniki 500 rupayalu pampandi", "Telugu in Latin letters, pampandi"],
  ["Audition ge 1500 rupees katta beku", "Kannada in Latin letters, katta beku"],
  ["Registration fee 800 adakkanam", "Malayalam in Latin letters, adakkanam"],
  ["ಮೇಕಪ್ ಶುಲ್ಕ 1000 ರೂಪಾಯಿ ಕಟ್ಟಬೇಕು", "Kannada make-up fee"],
  ["మేకప్ ఛార్జీలు 1500 రూపాయలు కట్టాలి", "Telugu make-up charges"],
  ["காஸ்ட்யூம் கட்டணம் ரூ.2000 செலுத்த வேண்டும்", "Tamil costume fee"],
  ["കോസ്റ്റ്യൂം ചാർജ് 1500 രൂപ Google Pay ചെയ്യണം", "Malayalam costume charge on Google Pay"],
  ["P A Y 1 5 0 0 T O C O N F I R M", "spaced capitals and digits"],
  ["R E G I S T R A T I O N   F E E   ₹ 5 0 0", "spaced capitals, wide gaps"],
  ["Pay Rs. 1 5 0 0 via G-Pay", "spaced digits"],
  ["R.e.g.i.s.t.r.a.t.i.o.n f_e_e 999", "dots and underscores"],
  ["reg 🎬 fee 🎬 ₹ 🎬 700", "emoji between the words"],
  ["Registration 💰 fee 💰 500 💰 GPay", "emoji again"],
  ["Registration fee ₹500 🙏🙏 pay today only", "emoji after the amount"],
  ["Costume charges of Rs 2500 to be borne by artist, pay at office", "costume charges borne by the artist"],
  ["Make-up charges ₹1200 to be paid by the artist on the shoot day", "make-up charges paid by the artist"],
  ["Artists have to bear the costume cost of 3000", "artists bear a cost"],
  ["Kit charges 1500 payable at the studio", "kit charges"],
  ["ID card charges Rs 300 for every junior artist", "ID card charges"],
  ["ID card ke liye 200 rupaye jama karne honge", "Hinglish ID card"],
  ["Joining fee 2000, pay at office before shoot", "joining fee"],
  ["Joining kit charges 1,200 only", "joining kit"],
  ["Training fee ₹4,999 for the acting course before your role", "training fee"],
  ["Training fees two thousand only, pay at office", "an amount in words"],
  ["Acting workshop (₹2,999) must be attended and paid for before the shoot", "workshop in brackets"],
  ["Photoshoot package ₹7,500 compulsory for selection", "photoshoot package"],
  ["Pay five hundred rupees to confirm your slot", "pay, in words"],
  ["पाँच सौ रुपये जमा करें तभी ऑडिशन मिलेगा", "Hindi, in words"],
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
  ["We pay ₹5,000 per day", "we pay per day"],
  ["Costumes provided by production", "costumes provided"],
  ["Make-up and costumes by our team, no charges to artists", "no charges"],
  ["Costume charges borne by the production", "charges the production carries"],
  ["Make-up, costume and food will be taken care of by the production house", "taken care of"],
  ["Make-up artist needed for a 3-day shoot, ₹4,000 per day", "hiring a make-up artist"],
  ["Make-up artist needed, ₹4,000", "hiring a make-up artist, no rate"],
  ["Costume designer wanted for a web series, fee negotiable", "a crew member's fee"],
  ["Kit provided by the production", "kit provided"],
  ["The kit allowance of ₹500 a day is paid to every crew member", "a kit allowance"],
  ["ID card will be issued free at the set", "a free ID card"],
  ["Bring your own costume: a white shirt and jeans", "bring a costume"],
  ["Dress code: formal. Audition at our office in Andheri", "a dress code"],
  ["Travel reimbursed within 30 days", "travel reimbursed"],
  ["Payment within 30 days of the shoot", "when we pay"],
  ["Paid at the office on the last day of shoot, ₹2500 per day", "paid at the office, per day"],
  ["Selected artists will be paid 2000 rupees per day", "artists paid"],
  ["Shoot in Chennai, 5 days, salary 15000 per day", "salary"],
  ["The production bears all costs: costume, make-up, travel", "the production bears"],
  ["Please bear with us, results in two weeks", "bear with us"],
  ["If you wish to apply, do so by Friday", "do so"],
  ["Two thousand applicants last year; twenty were cast", "numbers in words, not money"],
  ["Call 9 8 2 0 0 1 2 3 4 5 for details", "a spaced phone number"],
  ["ઓડિશન મફત છે, કોઈ ફી નથી", "Gujarati no fee"],
  ["રોજના ₹3000 મહેનતાણું મળશે", "Gujarati remuneration"],
  ["ਕੋਈ ਫੀਸ ਨਹੀਂ, ਆਡੀਸ਼ਨ ਮੁਫ਼ਤ ਹੈ", "Punjabi no fee"],
  ["ਚੁਣੇ ਗਏ ਕਲਾਕਾਰਾਂ ਨੂੰ ਰੋਜ਼ਾਨਾ 3000 ਰੁਪਏ ਮਿਲਣਗੇ", "Punjabi, artists get paid"],
  ["کوئی فیس نہیں", "Urdu no fee"],
  ["آڈیشن مفت ہے", "Urdu free audition"],
  ["منتخب اداکاروں کو روزانہ 3000 روپے معاوضہ ملے گا", "Urdu remuneration"],
  ["କୌଣସି ଶୁଳ୍କ ନାହିଁ", "Odia no fee"],
  ["ଅଡିସନ ମାଗଣା", "Odia free audition"],
  ["Audition ku fees edhuvum illa", "Tamil in Latin letters, no fee"],
  ["Registration kattanam illa, audition free", "Tamil in Latin letters, no fee again"],
  ["Fees onnum venda, direct audition", "Malayalam in Latin letters, no fee"],
  ["Registration fee beda, free audition", "Kannada in Latin letters, no fee"],
];

describe("money requests", () => {
  it.each(HOLD)("holds %j (%s)", (text) => {
    expect(moneyRequestIn(text)).not.toBeNull();
  });

  it.each(PUBLISH)("publishes %j (%s)", (text) => {
    expect(moneyRequestIn(text)).toBeNull();
  });

  // Sets A and B were each written blind and measured once untuned before they tuned the classifier
  // (docs/security.md); every phrasing in them now holds.
  it.each([...REQUESTS_A, ...REQUESTS_B])("holds %j (%s, sets A and B)", (text) => {
    expect(moneyRequestIn(text)).not.toBeNull();
  });

  it.each([...INNOCENT_A, ...INNOCENT_B])("publishes %j (%s, sets A and B)", (text) => {
    expect(moneyRequestIn(text)).toBeNull();
  });

  // Set C tuned it last; one of its requests (an "investment" beside the auditions it buys) is still missed.
  it("holds at least 114 of set C's 115 requests and none of its 125 innocent posts", () => {
    const missed = REQUESTS_C.filter(([text]) => !moneyRequestIn(text)).map(([, what]) => what);
    const held = INNOCENT_C.filter(([text]) => moneyRequestIn(text)).map(([, what]) => what);
    expect([REQUESTS_C.length, INNOCENT_C.length]).toEqual([115, 125]);
    expect(missed.length, missed.join("; ")).toBeLessThanOrEqual(1);
    expect(held).toEqual([]);
  });

  // Set D was never used to tune it: its figures are the fair measure of new phrasings (docs/security.md), and a
  // change may only raise them.
  it("holds at least 106 of set D's 119 requests and at most 11 of its 120 innocent posts", () => {
    const caught = REQUESTS_D.filter(([text]) => moneyRequestIn(text)).length;
    const held = INNOCENT_D.filter(([text]) => moneyRequestIn(text)).length;
    expect([REQUESTS_D.length, INNOCENT_D.length]).toEqual([119, 120]);
    expect(caught).toBeGreaterThanOrEqual(106);
    expect(held).toBeLessThanOrEqual(11);
  });

  it("names the words it found, as the member wrote them", () => {
    expect(moneyRequestIn("Fresh faces! Portfolio charges Rs 3000 extra.")).toMatch(/^Portfolio charges/);
    expect(moneyRequestIn("ऑडिशन के लिए रजिस्ट्रेशन फ़ीस 500 रुपये")).toBe("रजिस्ट्रेशन फ़ीस");
    expect(moneyRequestIn("Pay Rs. 500 to confirm your slot")).toMatch(/^Pay Rs\. 500/);
    expect(moneyRequestIn("Regist\u200Bration fee ₹999")).toContain("fee");
  });
});
