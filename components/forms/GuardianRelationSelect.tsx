import type { SelectHTMLAttributes } from "react";
import { GUARDIAN_RELATIONS } from "@/lib/accounts/minors";
import { inputClass } from "./Field";

/** Who a parent or guardian is to the member: one of GUARDIAN_RELATIONS. */
export function GuardianRelationSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...props} className={inputClass}>
      <option value="">Select relation</option>
      {GUARDIAN_RELATIONS.map((relation) => (
        <option key={relation} value={relation}>
          {relation}
        </option>
      ))}
    </select>
  );
}
