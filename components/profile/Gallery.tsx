"use client";

import { useRef, useState } from "react";
import { useTranslations } from "#words";
import type { PublicImage } from "@/lib/profiles/views";
import { mediaUrl } from "@/lib/storage/urls";

/**
 * Masonry gallery: 3 columns, 2 under 992 px, 1 under 576 px; small WebP variants. A photo opens large in a
 * lightbox (a modal dialog): arrows, the arrow keys or a swipe move through them, Escape closes, and focus
 * goes back to the photo it was opened from.
 */
export function Gallery({ images, name, empty }: { images: PublicImage[]; name: string; empty: string }) {
  const t = useTranslations("ProfileClient");
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const swipeFrom = useRef<number | null>(null);
  if (!images.length) return <p className="text-gray-600">{empty}</p>;

  const show = (index: number) => {
    setOpen((index + images.length) % images.length);
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const current = open === null ? null : images[open];
  return (
    <>
      <ul className="columns-1 gap-4 min-[576px]:columns-2 min-[992px]:columns-3" data-testid="gallery">
        {images.map((image, i) => (
          <li key={image.path} className="mb-4 break-inside-avoid">
            <button
              type="button"
              onClick={() => show(i)}
              className="block w-full cursor-zoom-in rounded-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={mediaUrl(image.gallery ?? image.path)}
                alt={t("photos.alt", { name, number: i + 1 })}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="w-full rounded-xl"
              />
              <span className="sr-only">{t("photos.openLarge")}</span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={t("photos.label", { name })}
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") show((open ?? 0) + 1);
          if (event.key === "ArrowLeft") show((open ?? 0) - 1);
        }}
        onPointerDown={(event) => (swipeFrom.current = event.clientX)}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from !== null && Math.abs(event.clientX - from) > 50) show((open ?? 0) + (event.clientX < from ? 1 : -1));
        }}
        className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/90"
        data-testid="lightbox"
      >
        {current && open !== null && (
          <div className="flex h-[100dvh] w-[100vw] flex-col items-center justify-center gap-3 p-4 text-white">
            <p aria-live="polite" className="text-sm">
              {t("photos.counter", { number: open + 1, total: images.length })}
            </p>
            <img
              src={mediaUrl(current.path)}
              alt={t("photos.alt", { name, number: open + 1 })}
              className="max-h-[80dvh] max-w-full select-none rounded-lg object-contain"
              draggable={false}
            />
            <div className="flex gap-3">
              {images.length > 1 && (
                <button type="button" onClick={() => show(open - 1)} className="rounded-full bg-white/15 px-4 py-2">
                  {t("photos.previous")}
                </button>
              )}
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="rounded-full bg-white px-4 py-2 font-semibold text-ink-900"
              >
                {t("photos.close")}
              </button>
              {images.length > 1 && (
                <button type="button" onClick={() => show(open + 1)} className="rounded-full bg-white/15 px-4 py-2">
                  {t("photos.next")}
                </button>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
