"use client";

import { useState } from "react";
import {
  HEIGHT_HINT,
  HEIGHT_RANGE_CM,
  heightText,
  parseHeightCm,
  parseWeightKg,
  toFeetInches,
  WEIGHT_HINT,
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
function Unreadable({ text, expected }: { text: string; expected: string }) {
  return (
    <p className="text-sm text-amber-800">
      We could not read “{text}”. {expected}.
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
    <Field label={label} required={required} error={error} hint={HEIGHT_HINT}>
      {(a11y) => (
        <div className="grid gap-2">
          {initial && saved === null && (
            <Unreadable text={initial} expected="Enter your height in centimetres or in feet and inches" />
          )}
          <div className="flex items-center gap-2">
            {unit === "cm" ? (
              <NumberWithUnit
                {...a11y}
                unit="cm"
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
                  aria-label={`${label}: feet`}
                  unit="ft"
                  min={1}
                  max={8}
                  value={feet}
                  onChange={(v) => update({ feet: v })}
                />
                <NumberWithUnit
                  aria-label={`${label}: inches`}
                  unit="in"
                  min={0}
                  max={11}
                  value={inches}
                  onChange={(v) => update({ inches: v })}
                />
              </>
            )}
            <span
              role="group"
              aria-label="Height unit"
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
                  {u === "cm" ? "cm" : "ft / in"}
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
  const saved = parseWeightKg(initial);
  const [kg, setKg] = useState(saved ? String(saved) : "");
  return (
    <Field label={label} required={required} error={error} hint={WEIGHT_HINT}>
      {(a11y) => (
        <div className="grid gap-2">
          {initial && saved === null && <Unreadable text={initial} expected="Enter your weight in kilograms" />}
          <div className="flex items-center gap-2">
            <NumberWithUnit
              {...a11y}
              unit="kg"
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
