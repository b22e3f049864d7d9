"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icons";
import { clientOnly } from "@/lib/client/lazy";
import { POSTER } from "./promo";

// The player's code comes with the press of play.
const PromoPlayer = clientOnly(
  () => import("./PromoPlayer").then((m) => m.PromoPlayer),
  <img src={POSTER} alt="" width={960} height={540} className="aspect-video w-full object-cover" />,
);

/**
 * A 10-second promo, self-hosted, near the foot of the home page. Until the visitor presses play it is
 * only a lazily loaded poster behind a button: a <video> element, even with preload="none", fetches its
 * poster and captions with the page, ahead of the first screen's own requests on a slow phone.
 * Captions repeat the on-screen text.
 */
export function PromoVideo() {
  const t = useTranslations("HomeClient");
  const [playing, setPlaying] = useState(false);

  return (
    <figure className="overflow-hidden rounded-2xl bg-ink-900 shadow-xl">
      {playing ? (
        <PromoPlayer />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group relative block aspect-video w-full">
          <img src={POSTER} alt="" width={960} height={540} loading="lazy" className="h-full w-full object-cover" />
          <span className="absolute bottom-3 left-3 flex items-center gap-2 rounded-full bg-white/95 py-1.5 pl-2 pr-4 text-sm font-semibold text-ink-900 shadow-lg transition group-hover:bg-white">
            <span className="grid h-7 w-7 place-items-center rounded-full bg-brand-700 text-white">
              <InterfaceIcon name="play" className="ml-0.5 h-4 w-4" />
            </span>
            <span>{t.rich("video.play", { srOnly: (chunks) => <span className="sr-only">{chunks}</span> })}</span>
          </span>
        </button>
      )}
      <figcaption className="px-5 py-4 text-sm text-gray-300">{t("video.caption")}</figcaption>
    </figure>
  );
}
