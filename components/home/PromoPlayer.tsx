"use client";

import { useTranslations } from "#words";
import { useEffect, useRef } from "react";
import { POSTER } from "./promo";

/** The promo's player, loaded when the visitor presses play (./PromoVideo.tsx): it starts at once, muted. */
export function PromoPlayer() {
  const t = useTranslations("HomeClient");
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => video.current?.focus(), []);
  return (
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
      <track kind="captions" src="/videos/castfolio-promo.en.vtt" srcLang="en" label={t("video.captions")} default />
      <a href="/videos/castfolio-promo.mp4">{t("video.download")}</a>
    </video>
  );
}
