/**
 * A 10-second promo, self-hosted. preload="none" with a poster keeps the home light: nothing but the
 * poster is downloaded until the visitor presses play. Captions repeat the on-screen text.
 */
export function PromoVideo() {
  return (
    <figure className="overflow-hidden rounded-2xl bg-ink-900 shadow-xl">
      <video
        controls
        muted
        playsInline
        preload="none"
        poster="/images/home/promo-poster.webp"
        width={960}
        height={540}
        className="aspect-video w-full"
        aria-label="Castfolio promo video"
      >
        <source src="/videos/castfolio-promo.webm" type="video/webm" />
        <source src="/videos/castfolio-promo.mp4" type="video/mp4" />
        <track kind="captions" src="/videos/castfolio-promo.en.vtt" srcLang="en" label="English" default />
        <a href="/videos/castfolio-promo.mp4">Download the Castfolio promo video</a>
      </video>
      <figcaption className="px-5 py-4 text-sm text-gray-300">
        Castfolio in ten seconds: one profile for every role, from artists and crews to cameras and locations.
      </figcaption>
    </figure>
  );
}
