import type { SelectHTMLAttributes } from "react";
import { GUARDIAN_RELATIONS } from "@/lib/members/minors";
import { inputClass } from "./Field";

export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** What the select shows, in the page's language: its empty choice and each relation's name. */
export interface GuardianRelationWords {
  placeholder: string;
  relations: Readonly<Record<GuardianRelation, string>>;
}

type GuardianRelationKey =
  | "relations.placeholder"
  | "relations.mother"
  | "relations.father"
  | "relations.legalGuardian"
  | "relations.grandparent"
  | "relations.otherFamilyMember";

/**
 * The words of the select in a language, from a translator of the "Auth" namespace (server side:
 * `await getTranslations("Auth")`), for a page to pass to the client component that shows the select.
 */
export function guardianRelationWords(t: (key: GuardianRelationKey) => string): GuardianRelationWords {
  return {
    placeholder: t("relations.placeholder"),
    relations: {
      Mother: t("relations.mother"),
      Father: t("relations.father"),
      "Legal guardian": t("relations.legalGuardian"),
      Grandparent: t("relations.grandparent"),
      "Other family member": t("relations.otherFamilyMember"),
    },
  };
}

/**
 * Who a parent or guardian is to the member: one of GUARDIAN_RELATIONS (the stored value, English). `words`
 * names them in the page's language (guardianRelationWords); without it they read in English.
 */
export function GuardianRelationSelect({
  words,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { words?: GuardianRelationWords }) {
  return (
    <select {...props} className={inputClass}>
      <option value="">{words?.placeholder ?? "Select relation"}</option>
      {GUARDIAN_RELATIONS.map((relation) => (
        <option key={relation} value={relation}>
          {words?.relations[relation] ?? relation}
        </option>
      ))}
    </select>
  );
}
