import type { ComponentProps } from "react";

/**
 * An image a server-rendered page shows at once (a profile's cover, a studio's logo). React turns every
 * eager <img> of a server component into a preload hint, and Next.js passes on the hints of the pages it
 * prefetches to the page the visitor is on, which then fetches pictures it never shows ("preloaded but
 * not used"). React gives no hint for an image inside <picture>; the browser still finds it in the HTML
 * and loads it at once. `display: contents` leaves the layout to the image alone.
 */
export function PageImage({ alt, ...props }: ComponentProps<"img"> & { alt: string }) {
  return (
    <picture className="contents">
      <img alt={alt} {...props} />
    </picture>
  );
}
