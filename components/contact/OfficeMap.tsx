import { useTranslations } from "#words";

/**
 * OpenStreetMap's embedded map of the office (SUPPORT_ADDRESS with SUPPORT_MAP_LOCATION). It loads lazily
 * from openstreetmap.org; where it cannot (offline, blocked), the address and the link below it still say
 * where we are.
 */
export function OfficeMap({ address, map }: { address: string; map: { embedUrl: string; url: string } }) {
  const t = useTranslations("Site");
  return (
    <figure className="overflow-hidden rounded-2xl border border-gray-100 bg-gray-100 shadow-sm">
      <iframe
        title={t("contact.map.title")}
        src={map.embedUrl}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="block h-80 w-full border-0 md:h-96"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 bg-white px-5 py-4 text-sm">
        <address className="not-italic text-gray-700">Castfolio, {address}</address>
        <a
          href={map.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t("contact.map.larger")}
        </a>
      </figcaption>
    </figure>
  );
}
