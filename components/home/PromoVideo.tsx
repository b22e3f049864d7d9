"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/Icon";

const POSTER = "/images/home/promo-poster.webp";

/**
 * A 10-second promo, self-hosted, near the foot of the home page. Until the visitor presses play it is
 * only a lazily loaded poster behind a button: a <video> element, even with preload="none", fetches its
 * poster and captions with the page, ahead of the first screen's own requests on a slow phone.
 * Captions repeat the on-screen text.
 */
export function PromoVideo() {
  const t = useTranslations("HomeClient");
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);

  return (
    <figure className="overflow-hidden rounded-2xl bg-ink-900 shadow-xl">
      {playing ? (
        <video
          ref={video}
          controls
          autoPlay
          muted
          playsInline
          poster={POSTER}
          width={960}
          height={540}
          className="aspect-video w-full"
          aria-label={t("video.label")}
        >
          <source src="/videos/castfolio-promo.webm" type="video/webm" />
          <source src="/videos/castfolio-promo.mp4" type="video/mp4" />
          <track
            kind="captions"
            src="/videos/castfolio-promo.en.vtt"
            srcLang="en"
            label={t("video.captions")}
            default
          />
          <a href="/videos/castfolio-promo.mp4">{t("video.download")}</a>
        </video>
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group relative block aspect-video w-full">
          <img src={POSTER} alt="" width={960} height={540} loading="lazy" className="h-full w-full object-cover" />
          <span className="absolute bottom-3 left-3 flex items-center gap-2 rounded-full bg-white/95 py-1.5 pl-2 pr-4 text-sm font-semibold text-ink-900 shadow-lg transition group-hover:bg-white">
            <span className="grid h-7 w-7 place-items-center rounded-full bg-brand-700 text-white">
              <Icon name="play" className="ml-0.5 h-4 w-4" />
            </span>
            <span>{t.rich("video.play", { srOnly: (chunks) => <span className="sr-only">{chunks}</span> })}</span>
          </span>
        </button>
      )}
      <figcaption className="px-5 py-4 text-sm text-gray-300">{t("video.caption")}</figcaption>
    </figure>
  );
}
