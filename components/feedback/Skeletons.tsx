import { useTranslations } from "#words";

// Placeholders shown while a page that queries the database renders (the route groups' loading.tsx).

const BLOCK = "animate-pulse rounded bg-gray-200";

function Waiting({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-8">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A listing: title, filter bar and a grid of cards. */
export function ListingSkeleton() {
  const t = useTranslations("Site");
  return (
    <Waiting label={t("loading.profiles")}>
      <div className={`${BLOCK} h-4 w-48`} />
      <div className={`${BLOCK} mt-4 h-8 w-64`} />
      <div className={`${BLOCK} mt-6 h-24 w-full rounded-xl`} />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-gray-100">
            <div className={`${BLOCK} aspect-[4/5] w-full rounded-none`} />
            <div className="p-4">
              <div className={`${BLOCK} h-5 w-3/4`} />
              <div className={`${BLOCK} mt-2 h-4 w-1/2`} />
            </div>
          </li>
        ))}
      </ul>
    </Waiting>
  );
}
