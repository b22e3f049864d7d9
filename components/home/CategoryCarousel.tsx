"use client";

import { useTranslations } from "#words";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "@/lib/i18n/link";
import type { PopularCategory } from "@/lib/content/popular-categories";
import { CAROUSEL } from "@/lib/site";
import { InterfaceIcon } from "@/components/ui/interface-icons";

const SWIPE_MIN_PX = 40;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The slide after `index`, back to the first after the last. */
const following = (index: number, maxIndex: number) =>
  Math.min(index, maxIndex) >= maxIndex ? 0 : Math.min(index, maxIndex) + 1;

function onReducedMotionChange(notify: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", notify);
  return () => query.removeEventListener("change", notify);
}
const CONTROL =
  "inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-200 bg-white text-ink-900 shadow-sm transition hover:border-brand-600 hover:text-brand-700";

/**
 * Popular Categories: CSS sets how many items show (--per-view: 5/4/3/1 from 1025/992/767/0 px),
 * this island moves the track every CAROUSEL.autoplayMs with a CAROUSEL.speedMs transition. Hover or
 * keyboard focus holds it; the Pause button stops it. Every link stays in the tab order and scrolls
 * into view when focused (APG carousel pattern). The items come with their names already translated
 * (PopularCategories); the controls' words are HomeClient's.
 */
export function CategoryCarousel({ items, label }: { items: readonly PopularCategory[]; label: string }) {
  const t = useTranslations("HomeClient");
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const [wanted, setIndex] = useState(0);
  const [perView, setPerView] = useState(1);
  /** Null until the person presses Play or Pause: until then it plays unless they asked for less motion. */
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const reducedMotion = useSyncExternalStore(
    onReducedMotionChange,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const playing = chosen ?? !reducedMotion;
  const maxIndex = Math.max(0, items.length - perView);
  // A wider screen shows more at once, so the last slides may no longer be reachable: stop at the end.
  const index = Math.min(wanted, maxIndex);
  const rotating = playing && !held;

  useEffect(() => {
    const readPerView = () => {
      if (trackRef.current) setPerView(Number(getComputedStyle(trackRef.current).getPropertyValue("--per-view")) || 1);
    };
    readPerView();
    window.addEventListener("resize", readPerView);
    return () => window.removeEventListener("resize", readPerView);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => following(i, maxIndex)), CAROUSEL.autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, maxIndex]);

  const next = () => setIndex(following(index, maxIndex));
  const previous = () => setIndex(index <= 0 ? maxIndex : index - 1);

  const reveal = (slide: number) => {
    // The browser scrolls a clipped container to show a focused link; the transform does that job here.
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
    setIndex(slide < index ? slide : slide >= index + perView ? Math.min(slide - perView + 1, maxIndex) : index);
  };

  const onSwipeEnd = (x: number) => {
    if (swipeStart.current === null) return;
    const dx = x - swipeStart.current;
    swipeStart.current = null;
    swiped.current = Math.abs(dx) >= SWIPE_MIN_PX;
    if (swiped.current) (dx < 0 ? next : previous)();
  };

  return (
    <div
      role="region"
      aria-roledescription={t("carousel.roleDescription")}
      aria-label={label}
      data-testid="category-carousel"
      data-index={index}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <div className="mb-6 flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={() => setChosen(!playing)}
          className={CONTROL}
          aria-label={playing ? t("carousel.pause") : t("carousel.play")}
        >
          <InterfaceIcon name={playing ? "pause" : "play"} className="h-4 w-4" />
        </button>
        <button
          type="button"
          onClick={previous}
          className={CONTROL}
          aria-label={t("carousel.previous")}
          aria-controls="popular-categories-track"
        >
          <InterfaceIcon name="arrowLeft" className="h-4 w-4" />
        </button>
        <button
          type="button"
          onClick={next}
          className={CONTROL}
          aria-label={t("carousel.next")}
          aria-controls="popular-categories-track"
        >
          <InterfaceIcon name="arrowRight" className="h-4 w-4" />
        </button>
      </div>
      <div
        ref={viewportRef}
        className="-mx-2 touch-pan-y overflow-hidden"
        onPointerDown={(e) => {
          swipeStart.current = e.clientX;
        }}
        onPointerUp={(e) => onSwipeEnd(e.clientX)}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onClickCapture={(e) => {
          // A mouse drag that ends on a link is a swipe, not a click.
          if (swiped.current) e.preventDefault();
          swiped.current = false;
        }}
      >
        <div
          ref={trackRef}
          id="popular-categories-track"
          aria-live={rotating ? "off" : "polite"}
          className="flex transition-transform ease-out [--per-view:1] min-[767px]:[--per-view:3] min-[992px]:[--per-view:4] min-[1025px]:[--per-view:5] motion-reduce:transition-none"
          style={{
            transform: `translateX(calc(-100% / var(--per-view) * ${index}))`,
            transitionDuration: `${CAROUSEL.speedMs}ms`,
          }}
        >
          {items.map((item, i) => (
            <div
              key={item.label}
              role="group"
              aria-roledescription={t("carousel.slideRoleDescription")}
              aria-label={t("carousel.slide", { position: i + 1, total: items.length, name: item.label })}
              className="shrink-0 grow-0 basis-[calc(100%/var(--per-view))] px-2"
            >
              <Link
                href={item.href}
                onFocus={() => reveal(i)}
                draggable={false}
                className="group relative block overflow-hidden rounded-2xl shadow-md"
              >
                <img
                  src={item.image}
                  alt=""
                  width={400}
                  height={500}
                  loading="lazy"
                  draggable={false}
                  className="aspect-[4/5] w-full object-cover transition duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-900/95 via-ink-900/60 to-transparent p-4 pt-16 text-white">
                  <span className="block text-lg font-bold">{item.label}</span>
                  <span className="block text-sm text-gray-200">
                    {item.category} <span aria-hidden="true">→</span>
                  </span>
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
