interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "left" | "center";
  dark?: boolean;
}

/** The eyebrow, title and lead that open every home and content section. */
export function SectionHeading({ id, eyebrow, title, lead, align = "left", dark = false }: Props) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${centered}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${dark ? "text-brand-100" : "text-brand-700"}`}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink-900"}`}
      >
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? "text-gray-200" : "text-gray-600"}`}>{lead}</p>}
    </div>
  );
}
