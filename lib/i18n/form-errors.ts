import type enFormErrors from "../../messages/en/FormErrors.json";

// Validation messages by key. lib writes a message as its key in the "FormErrors" catalog and the values its sentence
// takes (`formError("account.passwordTooShort", { min: 8 })`); zod and AppError carry that as a string, since a
// zod message can only be one. The words are the catalog's, in the reader's language, read where the message is
// shown: by the API's answers (lib/i18n/api-errors.ts, English unless the request asks for Hindi, Telugu or Tamil)
// and by the forms in the browser (useFormErrorText, Field). The English catalog is the only English of a message.
//
// A message made for any field ("{label} is required") names the field by `labelKey`, its name in the catalog's
// `labels` group, or, for a field whose name lives elsewhere (a profile field of lib/profiles/kinds), by `field`,
// its English name, which a form replaces with the label it shows.

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type Catalog = typeof enFormErrors;
/** A validation message's key in "FormErrors". */
export type FormErrorKey = Exclude<Leaves<Catalog>, `labels.${string}`>;
/** A field's name in the `labels` group of "FormErrors". */
export type LabelKey = keyof Catalog["labels"];

/** What a message's sentence takes: a field by `labelKey` or `field`, and its own values by name. */
export type FormErrorValues = { labelKey?: LabelKey; field?: string } & Record<string, string | number | undefined>;

/** A validation message as lib hands it over: its key and values. */
export interface FormErrorMessage {
  key: FormErrorKey;
  values: FormErrorValues;
}

// A message travels as one token, ⟦key{values as JSON}⟧, so that a sentence made of several (a validation error's
// summary, "Invalid input. email: ⟦…⟧; password: ⟦…⟧") is read token by token.
const OPEN = "\u27E6";
const CLOSE = "\u27E7";
const TOKENS = /\u27E6([\w.]+)(\{[\s\S]*?\})?\u27E7/g;

/** A validation message by key, as the string zod and AppError carry (read back by readFormError). */
export function formError(key: FormErrorKey, values?: FormErrorValues): string {
  return `${OPEN}${key}${values ? JSON.stringify(values) : ""}${CLOSE}`;
}

function parsed(key: string, json: string | undefined): FormErrorMessage | undefined {
  try {
    return { key: key as FormErrorKey, values: json ? (JSON.parse(json) as FormErrorValues) : {} };
  } catch {
    return undefined;
  }
}

/** The key and values of a message made by formError; undefined for any other text (zod's own, a member's words). */
export function readFormError(message: string): FormErrorMessage | undefined {
  const found = new RegExp(`^${TOKENS.source}$`).exec(message);
  return found ? parsed(found[1], found[2]) : undefined;
}

/** The namespace of these messages' words (client words: a page gives them with PageWords). */
export const FORM_ERRORS_NAMESPACE = "FormErrors";

export interface FormErrorsTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A message in the translator's language: each message made by formError in it from the catalog, any other text as
 * it is. `fieldLabel`: the field's name as the form shows it, for a message that names its field by `field`.
 */
export function formErrorText(t: FormErrorsTranslator, message: string, fieldLabel?: string): string {
  if (!message.includes(OPEN)) return message;
  return message.replace(TOKENS, (token, key: string, json: string | undefined) => {
    const read = parsed(key, json);
    // A message's key names its group and itself ("generic.required"): a group alone is no message.
    return read && read.key.includes(".") && t.has(read.key) ? wordsOf(t, read, fieldLabel) : token;
  });
}

function wordsOf(t: FormErrorsTranslator, { key, values }: FormErrorMessage, fieldLabel: string | undefined): string {
  const { labelKey, field, ...own } = values;
  // Numbers as lib wrote them ("3000 characters"), as the sentences have always read: no plural forms, no grouping.
  const words: Record<string, string> = {};
  for (const [name, value] of Object.entries(own)) if (value !== undefined) words[name] = String(value);
  if (labelKey !== undefined) words.label = t(`labels.${labelKey}`);
  else if (field !== undefined) words.label = fieldLabel ?? field;
  return t(key, words);
}

/** Each field's message of `errors` in the translator's language (formErrorText). */
export function formErrorsText(t: FormErrorsTranslator, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, formErrorText(t, message)]));
}
