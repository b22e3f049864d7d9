"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import {
  HEIGHT_RANGE_CM,
  heightText,
  parseHeightCm,
  parseWeightKg,
  toFeetInches,
  WEIGHT_RANGE_KG,
} from "@/lib/search/measures";
import { Field, inputClass } from "../forms/Field";

// Height (centimetres, or feet and inches) and weight (kilograms) as numbers, saved as the text the
// profile keeps ("170 cm", "5 ft 7 in", "60 kg"), which search reads back as numbers.

interface Props {
  label: string;
  required?: boolean;
  error?: string;
  /** The saved text. */
  initial: string;
  onChange: (text: string) => void;
}

/** Says so when the saved text cannot be read, so the member knows what to enter instead. */
function Unreadable({ text, measure }: { text: string; measure: "height" | "weight" }) {
  const t = useTranslations("SettingsClient");
  return (
    <p className="text-sm text-amber-800">
      {measure === "height" ? t("measures.unreadableHeight", { text }) : t("measures.unreadableWeight", { text })}
    </p>
  );
}

const number = (value: string) => (value.trim() === "" ? NaN : Number(value));

/** A whole-number input followed by its unit. */
function NumberWithUnit({
  unit,
  min,
  max,
  value,
  onChange,
  wide = false,
  ...a11y
}: {
  unit: string;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
  wide?: boolean;
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, "id" | "aria-label" | "aria-invalid" | "aria-describedby">) {
  return (
    <>
      <input
        {...a11y}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} ${wide ? "max-w-28" : "max-w-20"}`}
      />
      <span className="text-sm">{unit}</span>
    </>
  );
}

export function HeightControl({ label, required, error, initial, onChange }: Props) {
  const t = useTranslations("SettingsClient");
  const saved = parseHeightCm(initial);
  const savedInFeet = /ft|feet|'|"/i.test(initial);
  const [unit, setUnit] = useState<"cm" | "ft">(savedInFeet ? "ft" : "cm");
  const [cm, setCm] = useState(saved ? String(saved) : "");
  const [feet, setFeet] = useState(saved ? String(toFeetInches(saved).feet) : "");
  const [inches, setInches] = useState(saved ? String(toFeetInches(saved).inches) : "");

  const update = (next: { unit?: "cm" | "ft"; cm?: string; feet?: string; inches?: string }) => {
    const u = next.unit ?? unit;
    const values = { cm: next.cm ?? cm, feet: next.feet ?? feet, inches: next.inches ?? inches };
    if (next.unit) setUnit(next.unit);
    setCm(values.cm);
    setFeet(values.feet);
    setInches(values.inches);
    if (u === "cm")
      onChange(Number.isFinite(number(values.cm)) ? heightText({ unit: "cm", cm: number(values.cm) }) : "");
    else if (Number.isFinite(number(values.feet)))
      onChange(heightText({ unit: "ft", feet: number(values.feet), inches: number(values.inches) || 0 }));
    else onChange("");
  };

  return (
    <Field label={label} required={required} error={error} hint={t("measures.heightHint")}>
      {(a11y) => (
        <div className="grid gap-2">
          {initial && saved === null && <Unreadable text={initial} measure="height" />}
          <div className="flex flex-wrap items-center gap-2">
            {unit === "cm" ? (
              <NumberWithUnit
                {...a11y}
                unit={t("measures.cm")}
                wide
                min={HEIGHT_RANGE_CM.min}
                max={HEIGHT_RANGE_CM.max}
                value={cm}
                onChange={(v) => update({ cm: v })}
              />
            ) : (
              <>
                <NumberWithUnit
                  {...a11y}
                  aria-label={t("measures.feetOf", { label })}
                  unit={t("measures.ft")}
                  min={1}
                  max={8}
                  value={feet}
                  onChange={(v) => update({ feet: v })}
                />
                <NumberWithUnit
                  aria-label={t("measures.inchesOf", { label })}
                  unit={t("measures.in")}
                  min={0}
                  max={11}
                  value={inches}
                  onChange={(v) => update({ inches: v })}
                />
              </>
            )}
            <span
              role="group"
              aria-label={t("measures.heightUnit")}
              className="ml-2 inline-flex overflow-hidden rounded-full border border-gray-300 text-sm"
            >
              {(["cm", "ft"] as const).map((u) => (
                <button
                  key={u}
                  type="button"
                  aria-pressed={unit === u}
                  onClick={() => update({ unit: u })}
                  className={`px-3 py-1 ${unit === u ? "bg-brand-700 text-white" : "bg-white text-ink-900"}`}
                >
                  {u === "cm" ? t("measures.cm") : t("measures.feetInches")}
                </button>
              ))}
            </span>
          </div>
        </div>
      )}
    </Field>
  );
}

export function WeightControl({ label, required, error, initial, onChange }: Props) {
  const t = useTranslations("SettingsClient");
  const saved = parseWeightKg(initial);
  const [kg, setKg] = useState(saved ? String(saved) : "");
  return (
    <Field label={label} required={required} error={error} hint={t("measures.weightHint")}>
      {(a11y) => (
        <div className="grid gap-2">
          {initial && saved === null && <Unreadable text={initial} measure="weight" />}
          <div className="flex flex-wrap items-center gap-2">
            <NumberWithUnit
              {...a11y}
              unit={t("measures.kg")}
              wide
              min={WEIGHT_RANGE_KG.min}
              max={WEIGHT_RANGE_KG.max}
              value={kg}
              onChange={(v) => {
                setKg(v);
                onChange(Number.isFinite(number(v)) ? `${number(v)} kg` : "");
              }}
            />
          </div>
        </div>
      )}
    </Field>
  );
}
