/**
 * A translator read by keys made at run time (a stored code, an option's value, a notice's parts): the catalog
 * tests check those keys against every language, the type checker cannot.
 */
export interface RuntimeKeyTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The same translator, to be read by keys made at run time (RuntimeKeyTranslator). */
export const byRuntimeKey = (translator: object): RuntimeKeyTranslator => translator as RuntimeKeyTranslator;
