// The words of a request for money, by what they do in a sentence. `latin` entries are regular-expression
// fragments over folded text (lower case, no accents: ./text-folding.ts), for English and Hinglish; `indian`
// entries are plain words in Devanagari (Hindi, Marathi), Telugu, Tamil, Malayalam, Kannada and Bengali,
// matched at the start of a word (these languages add endings), folded the same way before matching.

export interface Words {
  latin: string[];
  indian: string[];
}

/** What a fee is called: "fee", "charges", "शुल्क", "கட்டணம்". */
export const FEE: Words = {
  latin: ["fees?", "charges?", "shulk"],
  indian: [
    "फीस",
    "फी",
    "शुल्क",
    "चार्ज",
    "ఫీజు",
    "రుసుము",
    "చార్జ",
    "ఛార్జ",
    "கட்டண",
    "பீஸ்",
    "ஃபீஸ்",
    "ഫീസ്",
    "ചാർജ്",
    "ಶುಲ್ಕ",
    "ಫೀಸ್",
    "ಫೀ",
    "ಚಾರ್ಜ್",
    "ফি",
    "ফিস",
    "চার্জ",
  ],
};

/** Nouns that are a fee only next to what it is for: "registration amount", "advance payment". */
export const FEE_NOUN: Words = {
  latin: ["amount", "cost", "payment", "deposit"],
  indian: ["राशि", "रकम", "भुगतान", "डिपॉजिट", "చెల్లింపు", "தொகை", "തുക", "ಮೊತ್ತ", "টাকা"],
};

/** What talent is made to pay for: "registration", "portfolio shoot", "पंजीकरण", "నమోదు". */
export const PURPOSE: Words = {
  latin: [
    "registrations?",
    "regn?",
    "audition",
    "portfolio(?:\\s*shoot)?",
    "processing",
    "membership",
    "enrol+ments?",
    "joining",
    "application",
    "screen\\s*test",
    "training",
    "workshop",
    "grooming",
    "photo\\s*shoot",
    "makeover",
  ],
  indian: [
    "रजिस्ट्रेशन",
    "रजिस्टर",
    "पंजीकरण",
    "पंजीयन",
    "ऑडिशन",
    "पोर्टफोलियो",
    "प्रोफाइल",
    "फॉर्म",
    "सदस्यता",
    "मेंबरशिप",
    "आवेदन",
    "नोंदणी",
    "फोटोशूट",
    "రిజిస్ట్రేషన్",
    "నమోదు",
    "ఆడిషన్",
    "పోర్ట్ఫోలియో",
    "దరఖాస్తు",
    "సభ్యత్వ",
    "பதிவு",
    "ரெஜிஸ்ட்ரேஷன்",
    "ஆடிஷன்",
    "போர்ட்ஃபோலியோ",
    "விண்ணப்ப",
    "உறுப்பினர்",
    "രജിസ്ട്രേഷൻ",
    "ഓഡിഷൻ",
    "പോർട്ട്ഫോളിയോ",
    "അപേക്ഷ",
    "അംഗത്വ",
    "ನೋಂದಣಿ",
    "ರಿಜಿಸ್ಟ್ರೇಶನ್",
    "ಆಡಿಷನ್",
    "ಪೋರ್ಟ್ಫೋಲಿಯೊ",
    "ಅರ್ಜಿ",
    "ಸದಸ್ಯತ್ವ",
    "রেজিস্ট্রেশন",
    "নিবন্ধন",
    "অডিশন",
    "পোর্টফোলিও",
    "আবেদন",
    "সদস্যপদ",
  ],
};

/** Words that make a fee a fee to talent only right next to it: "entry fee", "security deposit", "advance payment". */
export const PURPOSE_NEXT_TO_FEE: Words = {
  latin: [
    "entry",
    "form",
    "casting",
    "profile",
    "security",
    "refundable",
    "non\\s*refundable",
    "confirmation",
    "selection",
    "booking",
    "slot",
    "advance",
    "agency",
    "agent",
    "service",
  ],
  indian: ["एडवांस", "अग्रिम", "सिक्योरिटी", "प्रवेश"],
};

/** Money itself, without an amount: "money", "paise", "पैसे", "பணம்", "টাকা". */
export const MONEY: Words = {
  latin: ["money", "cash", "paise", "paisa", "paisay", "paison", "rupees", "rupaye", "rupaiye", "rupay", "amount"],
  indian: [
    "पैसे",
    "पैसा",
    "रकम",
    "राशि",
    "रुपये",
    "रुपए",
    "रुपया",
    "డబ్బు",
    "రూపాయ",
    "பணம்",
    "ரூபாய்",
    "പണം",
    "രൂപ",
    "ಹಣ",
    "ರೂಪಾಯಿ",
    "টাকা",
  ],
};

/** The rupee before or after a number. */
export const CURRENCY: Words = {
  latin: ["₹", "rs", "inr", "rupees?", "rupaye", "rupaiye", "rupay", "rupiya", "rupya"],
  indian: ["रु", "రూ", "ரூ", "രൂപ", "ರೂ", "টাকা"],
};

/** English verbs that take the money as their object: "pay ₹500", "kindly deposit the registration amount". */
export const PAY_VERB: Words = {
  latin: [
    "(?:(?:must|need to|needs to|have to|has to|should|kindly|please|required to|just|then|you)\\s+)?(?:pay|deposit|transfer|send|remit|wire|submit)",
    "make\\s+(?:the\\s+|a\\s+)?payment",
  ],
  indian: [],
};

/** Hinglish and Indian verbs that follow the money: "paise bhejo", "500 jama karo", "शुल्क जमा करें". */
export const PAY_AFTER: Words = {
  latin: [
    "jama",
    "bhej(?:o|en|ein|na|ni|iye|dijiye|de|do)",
    "bhar(?:o|na|ni|ne|en|ein|iye|dijiye|de|do)",
    "(?:de|di)(?:na|ni|ne)\\s+(?:hoga|hogi|honge|padega|padegi|padenge|padta|hai)",
    "de\\s+do",
    "dijiye",
    "(?:pay|payment|transfer|deposit|recharge|upi|g\\s?pay|google\\s*pay|paytm|phone\\s?pe)\\s+(?:kar|kr)\\w*",
  ],
  indian: [
    "जमा",
    "भेज",
    "भुगतान",
    "पेमेंट",
    "ट्रांसफर",
    "भरें",
    "भरना",
    "भरनी",
    "भरावे",
    "भरावी",
    "भरा",
    "पाठवा",
    "देना होगा",
    "देने होंगे",
    "देनी होगी",
    "देना पडेगा",
    "द्यावे",
    "द्यावी",
    "చెల్లించ",
    "చెల్లింపు",
    "పంపండి",
    "పంపాలి",
    "కట్టాలి",
    "కట్టండి",
    "డిపాజిట్",
    "செலுத்த",
    "அனுப்ப",
    "கட்ட வேண்டும்",
    "டெபாசிட்",
    "അടയ്ക്ക",
    "അടക്ക",
    "അയയ്ക്ക",
    "അയക്ക",
    "നൽകണം",
    "ഡെപ്പോസിറ്റ്",
    "ಪಾವತಿ",
    "ಕಳುಹಿಸ",
    "ಕಟ್ಟಬೇಕು",
    "ಜಮಾ",
    "ಠೇವಣಿ",
    "জমা",
    "পাঠান",
    "পাঠাতে",
    "দিতে হবে",
    "পেমেন্ট",
    "প্রদান",
  ],
};

/** Ways to pay: "UPI", "GPay", "Paytm", "NEFT", "QR code". */
export const APP: Words = {
  latin: [
    "upi",
    "g\\s?pay",
    "google\\s*pay",
    "paytm",
    "phone\\s?pe",
    "bhim",
    "neft",
    "imps",
    "rtgs",
    "qr(?:\\s*code)?",
    "bank\\s*transfer",
    "net\\s*banking",
    "amazon\\s*pay",
    "mobikwik",
    "freecharge",
    "cred\\s*pay",
  ],
  indian: ["यूपीआई", "पेटीएम", "फोनपे", "गूगल पे", "जीपे"],
};

/** A way to pay that is only ever given to be paid: "UPI ID", "scan the QR code", "account number". */
export const PAY_TO: Words = {
  latin: [
    "upi\\s*(?:id|number|no)",
    "(?:g\\s?pay|google\\s*pay|paytm|phone\\s?pe)\\s*(?:number|no|id|on)",
    "scan\\s*(?:&|and|n)\\s*pay",
    "qr\\s*code",
    "(?:bank\\s*)?(?:account|a\\/?c)\\s*(?:number|no|details)",
    "ifsc",
  ],
  indian: [],
};

/** What makes a payment a condition: "compulsory", "to confirm your slot", "अनिवार्य". */
export const CONDITION: Words = {
  latin: [
    "compulsory",
    "compulsary",
    "mandatory",
    "refundable",
    "non\\s*refundable",
    "payable",
    "to\\s+be\\s+paid\\s+(?:by\\s+you|at|before|online|in\\s+advance)",
    "to\\s+(?:confirm|book|block|secure|reserve|lock|register|apply|audition|proceed|get)",
    "(?:confirm|book|block|secure|reserve)\\s+(?:your|the|a|ur)?\\s*(?:slot|seat|selection|audition|role|spot|place)",
    "confirm\\s+kar\\w*",
    "zaroori",
    "jaruri",
    "zaruri",
    "jaroori",
    "only",
  ],
  indian: [
    "अनिवार्य",
    "जरूरी",
    "जरुरी",
    "एडवांस",
    "अग्रिम",
    "आवश्यक",
    "తప్పనిసరి",
    "అడ్వాన్స్",
    "கட்டாய",
    "முன்பணம்",
    "அட்வான்ஸ்",
    "നിർബന്ധ",
    "അഡ്വാൻസ്",
    "മുൻകൂർ",
    "ಕಡ್ಡಾಯ",
    "ಮುಂಗಡ",
    "ಅಡ್ವಾನ್ಸ್",
    "বাধ্যতামূলক",
    "অগ্রিম",
    "অ্যাডভান্স",
  ],
};

/** Words that say the production pays the talent, in a sentence that names an amount. */
export const HIRER_PAYS: Words = {
  latin: [
    "remuneration",
    "salary",
    "stipend",
    "honorarium",
    "conveyance",
    "allowance",
    "reimburs\\w*",
    "per\\s*diem",
    "paid\\s+role",
    "paid\\s+(?:to|by)",
    "(?:will|shall)\\s+be\\s+paid",
    "get\\s+paid",
    "we\\s+pay",
    "we\\s+(?:will|shall|'?ll)\\s+pay",
    "budget",
    "provided",
    "covered",
    "borne",
    "offer(?:ed|ing)?",
    "earn\\w*",
    "milenge",
    "milega",
    "milegi",
    "denge",
    "payout",
    "mehnatana",
  ],
  indian: [
    "मेहनताना",
    "पारिश्रमिक",
    "मानदेय",
    "वेतन",
    "मिलेंगे",
    "मिलेगा",
    "मिलेगी",
    "పారితోషికం",
    "జీతం",
    "சம்பளம்",
    "ஊதியம்",
    "ശമ്പളം",
    "പ്രതിഫലം",
    "ಸಂಭಾವನೆ",
    "ವೇತನ",
    "সম্মানী",
    "পারিশ্রমিক",
    "বেতন",
  ],
};

/** Who pays when it is not the reader: "we pay", "the production will pay". */
export const HIRER_SUBJECT =
  "(?:we|we'?ll|we\\s+will|we\\s+shall|us|our\\s+\\w+|production|producers?|company|client|brand|channel|team|they|who)\\s+(?:\\w+\\s+)?$";

/** Whose fee it is when it is the talent's: "your fee", "artist fee", "fee for the role". */
export const TALENT_FEE_BEFORE =
  "(?:your|ur|artist'?s?|actor'?s?|talent|model'?s?|professional|acting|performance)\\s*$";
export const TALENT_FEE_AFTER =
  "^\\s*(?:for|per)\\s+(?:the\\s+|this\\s+|each\\s+)?(?:role|character|part|artist|day|project|episode)";

/** An amount (or a range of them: "1500-2500") per day, episode or shoot is pay, not a fee. */
export const RATE =
  "^\\s*(?:(?:-|–|to|se)\\s*(?:rs\\.?|₹|inr)?\\s*\\d[\\d,.]*\\s*(?:k|lakh)?\\s*)?(?:(?:\\/-)?\\s*(?:\\/|per|a|an|each|every|prati|प्रति)\\s*(?:day|days|episode|ep|shift|month|shoot|hour|hr|schedule|project|film|song|ad|din|दिन)|(?:daily|pd|monthly))";

/** Words that, right before a fee, say there is none: "no", "zero", "free", "बिना". */
export const NEGATE_BEFORE: Words = {
  latin: [
    "no",
    "not",
    "zero",
    "without",
    "free",
    "nil",
    "never",
    "don'?t",
    "do\\s+not",
    "does\\s+not",
    "doesn'?t",
    "won'?t",
    "will\\s+not",
    "nobody",
    "bina",
    "muft",
  ],
  indian: ["बिना", "मुफ्त", "निःशुल्क", "नि:शुल्क", "मोफत", "ఉచిత", "இலவச", "സൗജന്യ", "ಉಚಿತ", "বিনামূল্যে", "ফ্রি"],
};

/** Words that, right after a fee, say there is none: "is free", "nil", "not required", "nahi". */
export const NEGATE_AFTER: Words = {
  latin: [
    "free",
    "nil",
    "zero",
    "none",
    "waived",
    "n\\/?a",
    "nahi",
    "nahin",
    "nai",
    "nhi",
    "nahee",
    "not\\s+(?:required|needed|applicable|charged|taken|collected|asked|payable|necessary)",
  ],
  indian: [
    "नहीं",
    "नही",
    "नाही",
    "मुफ्त",
    "निःशुल्क",
    "नि:शुल्क",
    "मोफत",
    "లేదు",
    "ఉచిత",
    "இல்லை",
    "இலவச",
    "ഇല്ല",
    "സൗജന്യ",
    "ಇಲ್ಲ",
    "ಉಚಿತ",
    "নেই",
    "নাই",
    "না",
    "বিনামূল্যে",
    "ফ্রি",
  ],
};

/** Small words that may stand between a negation or a purpose and the fee it governs. */
export const FILLER =
  "a|an|the|any|kind|of|such|extra|hidden|additional|other|koi|bhi|ka|ki|ke|liye|lie|for|to|towards|is|are|will|be|" +
  "ask|asks|asking|charge|take|takes|collect|collects|need|needs|you|your|anyone|anybody|kisi|ko|se|" +
  "hai|hain|hoga|hogi|lagegi|lagega|lagti|lagta|karne|karna|karni|zarurat|jarurat|totally|completely|absolutely|" +
  "fully|100%|pay|send|cost|for|at|all|ever|whatsoever|required|और|के|का|की|लिए|कोई|भी|है|हैं|होगा|होगी";
