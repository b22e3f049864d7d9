"use client";

import { useRef } from "react";
import { useTranslations } from "#words";
import type { PublicImage } from "@/lib/profiles/views";
import { mediaUrl } from "@/lib/storage/urls";

/** The writers' image carousel: 400 px high, scroll-snapped, with buttons and keyboard scrolling. */
export function Carousel({ images, name, empty }: { images: PublicImage[]; name: string; empty: string }) {
  const t = useTranslations("ProfileClient");
  const track = useRef<HTMLUListElement>(null);
  if (!images.length) return <p className="text-gray-600">{empty}</p>;
  const move = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: "smooth" });
  return (
    <div className="relative" data-testid="carousel">
      <ul
        ref={track}
        tabIndex={0}
        aria-label={t("photos.label", { name })}
        className="flex h-[400px] snap-x snap-mandatory overflow-x-auto rounded-xl"
      >
        {images.map((image, i) => (
          <li key={image.path} className="h-full w-full shrink-0 snap-center">
            <img
              src={mediaUrl(image.gallery ?? image.path)}
              alt={t("photos.alt", { name, number: i + 1 })}
              loading={i ? "lazy" : "eager"}
              className="h-full w-full object-contain bg-ink-900"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <div className="mt-2 flex justify-center gap-2">
          <button type="button" onClick={() => move(-1)} className="rounded-full border px-4 py-1 text-sm">
            {t("photos.previousPhoto")}
          </button>
          <button type="button" onClick={() => move(1)} className="rounded-full border px-4 py-1 text-sm">
            {t("photos.nextPhoto")}
          </button>
        </div>
      )}
    </div>
  );
}
