// Validation messages in the page's language. lib/ writes them in English (the zod schemas of lib/**/schemas.ts
// and the checks beside them): the API returns them as they are and tests read them word for word, so they never
// change. At display time an English message is recognised by the pattern it was made from and shown from the
// "FormErrors" catalog of the page's language, its arguments (a number, a list of options, a field's name)
// carried over; a message no pattern knows is shown in English, as it was sent.
//
// - In a client component: `const errorText = useFormErrorText();` then `errorText(message)`, or
//   `errorText(message, label)` to name the field as the form labels it (a message made for any field, "{label} is
//   required", says the label shown beside the field when lib's name for it is not one of LABEL_KEYS). Field
//   (components/forms/Field.tsx) does this for its `error`: a form that shows its errors through Field needs
//   nothing more than "FormErrors" among its page's `<PageWords namespaces={[…]}>`. Without it (or on an English
//   page) every message reads in English.
// - On the server: `formErrorText(t, message)` with a translator of "FormErrors" (lib/i18n/api-errors.ts does it
//   for the `errors` of an API answer asked for in a language).
//
// FORM_ERROR_PATTERNS is the English of the catalog: messages/en/FormErrors.json holds each of them at its key, and
// tests/unit/form-errors.test.ts checks that each comes from lib (a string or template there) and is recognised
// again from what it makes. The English is kept here as well as in the catalog because the catalogs are compiled
// when the site is built: only this copy can be read as text in the browser.

/** Each validation message the forms can show, by its key in "FormErrors": lib's English, arguments as ICU. */
export const FORM_ERROR_PATTERNS = {
  // Made for any field: `label` is lib's name of the field (LABEL_KEYS translates the ones it knows).
  "generic.required": "{label} is required",
  "generic.tooLong": "{label} is too long",
  "generic.maxChars": "{label} must be at most {max} characters",
  "generic.minChars": "{label} must be at least {min} characters",
  "generic.isAtMostChars": "{label} is at most {max} characters",
  "generic.number": "{label} must be a number",
  "generic.wholeNumber": "{label} must be a whole number",
  "generic.atLeast": "{label} must be at least {min}",
  "generic.atMost": "{label} must be at most {max}",
  "generic.text": "{label} must be text",
  "generic.oneOf": "{label} must be one of: {options}",
  "generic.chooseOneOf": "Choose one of: {options}",
  "generic.chooseFrom": "{label}: choose from {options}",
  "generic.chooseAtLeastOne": "Choose at least one of {label}",
  "generic.entryMaxChars": "{label}: each entry at most {max} characters",
  "generic.entriesMax": "{label}: at most {max} entries",
  "generic.date": "{label} must be a date (YYYY-MM-DD)",
  "generic.dateHint": "{label} must be a date ({hint})",
  "generic.dateAs": "{label} must be a date as YYYY-MM-DD",
  "generic.notFuture": "{label} cannot be in the future",
  "generic.notRealDate": "{label} is not a real date",
  "generic.dateTime": "{label} must be a date and time as YYYY-MM-DDTHH:MM (India time)",
  "generic.time": "{label} must be a time as HH:MM (India time), e.g. 10:30",
  "generic.rupees": "{label} must be a number of rupees",
  "generic.wholeRupees": "{label} must be whole rupees",
  "generic.atLeastRupees": "{label} must be at least ₹{min}",
  "generic.atMostRupees": "{label} must be at most ₹{max}",
  "generic.trueOrFalse": "must be true or false",

  // Accounts: sign-up, sign-in, passwords, the email and the parent or guardian (lib/accounts).
  "account.emailInvalid": "Enter a valid email address",
  "account.passwordTooShort": "Password must be at least {min} characters",
  "account.passwordTooLong": "Password must be at most {max} characters",
  "account.passwordTooManyBytes": "Password is too long (too many special characters)",
  "account.phoneInvalid": "Enter a valid phone number (digits, spaces, +, - and brackets)",
  "account.genderRequired": "Choose Male, Female or Other",
  "account.categoryRequired": "Choose a category",
  "account.subcategoryRequired": "Choose a subcategory",
  "account.subcategoryOfCategory": "Choose a subcategory of the chosen category",
  "account.websiteInvalid": "Enter the website as https://…",
  "account.tokenMissing": "The link's token is missing",
  "account.currentPasswordRequired": "Enter your current password",
  "account.currentPasswordWrong": "Your current password is not right.",
  "account.emailTaken": "This email is already registered. Sign in instead, or use another email.",
  "account.guardianNameRequired": "The parent's or guardian's name is required",
  "account.guardianEmailRequired": "The parent's or guardian's email is required",
  "account.guardianEmailInvalid": "Enter a valid email address for the parent or guardian",
  "account.guardianPhoneRequired": "The parent's or guardian's phone is required",
  "account.guardianPhoneInvalid": "Enter a valid phone number for the parent or guardian",
  "account.minorIntimate":
    "Members under 18 cannot list intimate-content preferences or body measurements: leave them out.",

  // Casting calls, their roles and applications (lib/hiring).
  "hiring.languagesMax": "At most {max} languages",
  "hiring.auditionType": "Audition type must be SELF_TAPE, IN_PERSON or ONLINE",
  "hiring.questionsMax": "At most {max} questions",
  "hiring.rolesMin": "Add at least one role",
  "hiring.rolesMax": "At most {max} roles",
  "hiring.shootEndBeforeStart": "The shoot cannot end before it starts",
  "hiring.deadlineTooSoon": "The deadline must be at least {days} full days after posting: {date} or later",
  "hiring.ageOrder": "The maximum age must not be below the minimum",
  "hiring.payNeeded": "A paid role needs its pay (in INR)",
  "hiring.payOrder": "The highest pay must not be below the lowest",
  "hiring.chooseRole": "Choose a role",
  "hiring.chooseCallRole": "Choose one of this call's roles",
  "hiring.answersMax": "At most {max} answers",
  "hiring.answerEach": "Answer each of the call's {count} questions",
  "hiring.answerQuestion": "Answer question {number}",
  "hiring.addSelfTape": "Add your self-tape video",
  "hiring.profilePictureFirst": "Add a profile picture first",
  "hiring.portfolioFirst": "Add a portfolio PDF to your profile first",

  // Rentals: rates, blocked days, booking requests and reviews (lib/rentals).
  "rentals.minimumNeedsHourlyRate": "A minimum of hours needs an hourly rate",
  "rentals.toBeforeFrom": "to must be on or after from",
  "rentals.daysOrHours": "Send either from and to (days) or start and end (hours)",
  "rentals.blockMax": "At most {days} days at a time",
  "rentals.hourlySameDay": "An hourly booking starts and ends on the same day",
  "rentals.endAfterStart": "The end must be after the start",
  "rentals.startPast": "The start is in the past",
  "rentals.startTooFar": "Bookings can start at most {days} days ahead",
  "rentals.firstDayPast": "The first day is in the past",
  "rentals.lastDayOrder": "The last day must be on or after the first day",
  "rentals.bookingTooLong": "A booking is at most {days} days long",
  "rentals.ratingRange": "The rating must be from 1 to 5",
  "rentals.ratingNumber": "The rating must be a number from 1 to 5",
  "rentals.ratingWhole": "The rating must be a whole number from 1 to 5",

  // Audition sessions and invitations (lib/auditions).
  "auditions.linkHttps": "The link must be a web address starting with https://",
  "auditions.dateWithinYear": "The date must be within a year from today",
  "auditions.breaksMax": "At most {max} breaks",
  "auditions.placeOrLink": "Give a place (an address) or a video call link: one of the two",
  "auditions.sayWhy": "Say why in a note: the casting team reads it",
  "auditions.sessionEndAfterStart": "The session must end after it starts.",
  "auditions.breakEndAfterStart": "The break at {time} must end after it starts.",
  "auditions.breakInsideSession": "The break at {time} must fall between the session's start and end.",
  "auditions.breaksOverlap": "The breaks at {first} and {second} overlap.",
  "auditions.noSlotFits": "No {minutes}-minute slot fits between the start, the end and the breaks.",
  "auditions.tooManySlots": "That makes more than {max} slots: choose longer slots or a shorter day.",
  "auditions.startInFuture": "The session must start in the future (India time).",
  "auditions.slotBegun": "That slot has begun",

  // Messages, shortlists, saved searches and alerts, reports, availability.
  "messages.empty": "Write a message first",
  "messages.tooLong": "A message is at most {max} characters",
  "shortlists.nameRequired": "Give the shortlist a name",
  "shortlists.daysRange": "days must be from 1 to {max}",
  "alerts.searchSaved": "You already saved this search",
  "alerts.whatsappCode": "code is the 6 digits sent to you on WhatsApp",
  "alerts.noCodeWaiting": "No code is waiting: give your WhatsApp number and save to get one",
  "alerts.codeExpired": "This code no longer works: save your number again for a new one",
  "alerts.whatsappUnreachable":
    "whatsappNumber is not a phone number WhatsApp can reach: give it with the country code",
  "reports.detailsMax": "Details are at most {max} characters",
  "availability.lastDayRequired": "Give the last day of the shoot",
  "availability.lastDayPast": "The last day of the shoot cannot be in the past",
  "availability.lastDayTooFar": "The last day of the shoot must be within two years",

  // The English the browser's own requests make that reaches errorText: a refusal without words of its own, and
  // postMultipart's rejection (lib/client/upload.ts).
  // What a component says itself of a request comes from "LayoutClient" (useRequestWords, lib/client/use-request.ts).
  "request.failed": "Something went wrong. Please try again.",
  "request.uploadFailed": "The upload failed: check your connection.",
} as const;

export type FormErrorKey = keyof typeof FORM_ERROR_PATTERNS;

/**
 * lib's names of fields, as the messages made for any field carry them ("Role name is required"), by their key in
 * "FormErrors": the `labels` group of the catalog, whose English is the name itself.
 */
export const LABEL_KEYS: Readonly<Record<string, string>> = {
  Email: "labels.email",
  Password: "labels.password",
  Name: "labels.name",
  Phone: "labels.phone",
  City: "labels.city",
  Website: "labels.website",
  "Organisation name": "labels.organizationName",
  Gender: "labels.gender",
  "Role name": "labels.roleName",
  "Role description": "labels.roleDescription",
  Title: "labels.title",
  "Project title": "labels.projectTitle",
  "Project type": "labels.projectType",
  "Shoot city": "labels.shootCity",
  Description: "labels.description",
  "Each question": "labels.eachQuestion",
  "Each language": "labels.eachLanguage",
  "Each answer": "labels.eachAnswer",
  "Your note": "labels.yourNote",
  "Minimum age": "labels.minimumAge",
  "Maximum age": "labels.maximumAge",
  Openings: "labels.openings",
  "Lowest pay": "labels.lowestPay",
  "Highest pay": "labels.highestPay",
  "Shoot start": "labels.shootStart",
  "Shoot end": "labels.shootEnd",
  "Application deadline": "labels.applicationDeadline",
  "The day rate": "labels.dayRate",
  "The hourly rate": "labels.hourlyRate",
  "The minimum hours": "labels.minimumHours",
  "The deposit": "labels.deposit",
  "The cancellation policy": "labels.cancellationPolicy",
  "The notes": "labels.notes",
  "The total": "labels.total",
  "The project title": "labels.bookingProjectTitle",
  "The message": "labels.message",
  "The reason": "labels.reason",
  "The review": "labels.review",
  "The date": "labels.date",
  "The start": "labels.start",
  "The end": "labels.end",
  "A break's start": "labels.breakStart",
  "A break's end": "labels.breakEnd",
  "The slot length": "labels.slotLength",
  "People per slot": "labels.peoplePerSlot",
  "The place": "labels.place",
  "The link": "labels.link",
  "The note": "labels.note",
  "The name": "labels.shortlistName",
};

/** The values a message was made with, by the names of its pattern's arguments. */
export type MessageValues = Record<string, string>;

interface Compiled<K extends string> {
  key: K;
  regex: RegExp;
  names: string[];
  /** Characters of the pattern outside its arguments: the more, the more specific. */
  literal: number;
}

const ARGUMENT = /\{(\w+)\}/g;
/**
 * What an argument matches: anything, but a field's name (`label`) holds no sentence's punctuation, so that
 * "{label} is required" does not take a whole summary ("Invalid input. email: …; password: Password is required").
 */
const argumentSource = (name: string) => (name === "label" ? "([^.:;!?\\n]+?)" : "(.+?)");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern ("Password must be at least {min} characters") as an anchored regular expression and its arguments. */
export function compilePattern(pattern: string): { regex: RegExp; names: string[]; literal: number } {
  const names: string[] = [];
  let source = "";
  let literal = 0;
  let last = 0;
  for (const match of pattern.matchAll(ARGUMENT)) {
    const text = pattern.slice(last, match.index);
    source += escape(text);
    literal += text.length;
    source += argumentSource(match[1]);
    names.push(match[1]);
    last = match.index + match[0].length;
  }
  source += escape(pattern.slice(last));
  literal += pattern.length - last;
  return { regex: new RegExp(`^${source}$`, "s"), names, literal };
}

function compile<K extends string>(patterns: Readonly<Record<K, string>>): Compiled<K>[] {
  return (Object.entries(patterns) as [K, string][])
    .map(([key, pattern]) => ({ key, ...compilePattern(pattern) }))
    .sort((a, b) => b.literal - a.literal || a.key.localeCompare(b.key));
}

const compiledTables = new WeakMap<object, Compiled<string>[]>();

/**
 * Which pattern of a table an English message was made from, and with what values; undefined when none. The most
 * specific pattern wins ("Password must be at least {min} characters" before "{label} must be at least {min}").
 */
export function matchPattern<K extends string>(
  patterns: Readonly<Record<K, string>>,
  message: string,
): { key: K; values: MessageValues } | undefined {
  let compiled = compiledTables.get(patterns) as Compiled<K>[] | undefined;
  if (!compiled) {
    compiled = compile(patterns);
    compiledTables.set(patterns, compiled);
  }
  for (const entry of compiled) {
    const found = entry.regex.exec(message);
    if (found)
      return { key: entry.key, values: Object.fromEntries(entry.names.map((name, i) => [name, found[i + 1]])) };
  }
  return undefined;
}

/** The key and values of a validation message of lib (FORM_ERROR_PATTERNS); undefined for one it does not know. */
export function matchFormError(message: string): { key: FormErrorKey; values: MessageValues } | undefined {
  return matchPattern(FORM_ERROR_PATTERNS, message);
}

/** What a translator of "FormErrors" must do (next-intl's `useTranslations`, `getTranslations`, `createTranslator`). */
/** The namespace of these messages' translations (client words: a page gives them with PageWords). */
export const FORM_ERRORS_NAMESPACE = "FormErrors";

export interface FormErrorsTranslator {
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

/**
 * An English validation message of lib in the translator's language; as it is when no pattern knows it or the
 * translator has no words for it. `fieldLabel`: the field's name as the form shows it, for a message made for any
 * field whose name lib gives in words LABEL_KEYS does not know.
 */
export function formErrorText(t: FormErrorsTranslator, message: string, fieldLabel?: string): string {
  const match = matchFormError(message);
  if (!match || !t.has(match.key)) return message;
  const values = { ...match.values };
  if (values.label !== undefined) {
    const key = Object.hasOwn(LABEL_KEYS, values.label) ? LABEL_KEYS[values.label] : undefined;
    values.label = key && t.has(key) ? t(key) : (fieldLabel ?? values.label);
  }
  return t(match.key, values);
}
