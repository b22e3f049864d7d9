import { useTranslations } from "#words";

/** Numbered steps of How it works. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  const t = useTranslations("Site");
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${steps.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="text-5xl font-black text-brand-600">
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-2 text-lg font-semibold">
            <span className="sr-only">{t("services.step", { number: i + 1 })} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-gray-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
