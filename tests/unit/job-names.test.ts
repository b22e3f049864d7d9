import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "next-intl";
import { dayLabel } from "@/lib/i18n/date-labels";
import { AUDITION_TYPES, ORGANIZATION_TYPES, PROJECT_TYPES, ROLE_GENDERS } from "@/lib/hiring/options";
import { callPay, openingsLabel as englishOpenings, rolePay, roleWho } from "@/lib/hiring/present";
import { STATUS_LABELS, type StatusName } from "@/lib/hiring/status-labels";
import { genderLabel, type CatalogTranslator } from "@/lib/search/catalog-names";
import {
  auditionTypeLabel,
  openingsLabel,
  organizationTypeLabel,
  payLabel,
  projectTypeLabel,
  roleWhoLabel,
  statusLabel,
  type JobsClientTranslator,
  type JobsTranslator,
} from "@/lib/hiring/job-names";
import { countArgument } from "@/lib/i18n/formats";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

// The job pages' names of lib/hiring's values (lib/hiring/job-names.ts): every value has its key in every
// language, and English reads exactly as lib/hiring writes it for the API and mails.

function catalog(locale: string, namespace: string): Messages {
  const file = path.join(import.meta.dirname, "../../messages", locale, `${namespace}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}

/** A translator that fails on a missing message instead of showing its key. */
function translator<N extends "Jobs" | "JobsClient" | "Catalog">(locale: Locale, namespace: N) {
  return createTranslator({
    locale,
    messages: { [namespace]: catalog(locale, namespace) },
    namespace,
    onError: (error) => {
      throw error;
    },
  });
}

const translators = (locale: Locale) => ({
  jobs: translator(locale, "Jobs") as unknown as JobsTranslator,
  client: translator(locale, "JobsClient") as unknown as JobsClientTranslator,
  catalog: translator(locale, "Catalog") as unknown as CatalogTranslator,
});

const AUDITIONS = Object.keys(AUDITION_TYPES) as (keyof typeof AUDITION_TYPES)[];
const STATUSES = Object.keys(STATUS_LABELS) as StatusName[];
const PAYS = [
  { paid: false, payMin: null, payMax: null },
  { paid: true, payMin: 25000, payMax: null },
  { paid: true, payMin: 50000, payMax: 150000 },
];
const WHO = [
  { gender: "Any", ageMin: null, ageMax: null },
  { gender: "Female", ageMin: 20, ageMax: 30 },
  { gender: "Male", ageMin: 40, ageMax: null },
  { gender: "Other", ageMin: null, ageMax: 12 },
];

describe("the job pages' names", () => {
  it("say in English exactly what lib/hiring says", () => {
    const { jobs, client, catalog: names } = translators("en");
    for (const type of PROJECT_TYPES) expect(projectTypeLabel(client, type)).toBe(type);
    for (const type of ORGANIZATION_TYPES) expect(organizationTypeLabel(jobs, type)).toBe(type);
    for (const type of AUDITIONS) expect(auditionTypeLabel(jobs, type)).toBe(AUDITION_TYPES[type]);
    for (const status of STATUSES) expect(statusLabel(client, status)).toBe(STATUS_LABELS[status]);
    for (const pay of [...PAYS.map(rolePay), callPay(PAYS), callPay([PAYS[0]]), callPay(PAYS.slice(1))])
      expect(payLabel(client, pay)).toBe(pay);
    for (const count of [1, 2, 12, 1500]) expect(openingsLabel(client, "en", count)).toBe(englishOpenings(count));
    for (const role of WHO) expect(roleWhoLabel(jobs, role, genderLabel(names, role.gender))).toBe(roleWho(role));
    expect(countArgument("en", 1500)).toBe("1500");
  });

  it("have every value's name in every language, translated", () => {
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const { jobs, client, catalog: names } = translators(locale);
      for (const type of PROJECT_TYPES) expect(projectTypeLabel(client, type), `${locale} ${type}`).not.toBe(type);
      for (const type of ORGANIZATION_TYPES)
        expect(organizationTypeLabel(jobs, type), `${locale} ${type}`).toBeTruthy();
      for (const type of AUDITIONS) expect(auditionTypeLabel(jobs, type), `${locale} ${type}`).toBeTruthy();
      for (const status of STATUSES)
        expect(statusLabel(client, status), `${locale} ${status}`).not.toBe(STATUS_LABELS[status]);
      expect(payLabel(client, callPay([PAYS[0]]))).not.toContain("Unpaid");
      expect(payLabel(client, callPay(PAYS))).toMatch(/^₹25,000 – ₹1,50,000 · /);
      expect(payLabel(client, callPay(PAYS))).not.toContain("Unpaid");
      expect(openingsLabel(client, locale, 12)).toContain("12");
      for (const gender of ROLE_GENDERS) {
        const who = roleWhoLabel(jobs, { gender, ageMin: 20, ageMax: 30 }, genderLabel(names, gender));
        expect(who, `${locale} ${gender}`).not.toMatch(/[A-Za-z]/);
      }
      expect(dayLabel("2026-11-24", "short", locale)).toMatch(/24/);
      // A moment late in the UTC day is the next day in India.
      expect(dayLabel("2026-11-24T20:00:00.000Z", "short", locale)).toMatch(/25/);
    }
  });
});
