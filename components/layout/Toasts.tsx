"use client";

import { useTranslations } from "#words";
import { clientOnly } from "@/lib/client/lazy";
import { TOAST_DURATION_MS } from "@/lib/site";

// Loaded after the page, not with it: see lib/client/toast.ts.
const Toaster = clientOnly(() => import("sonner").then((m) => m.Toaster));

/** Below the header, which stays on top of the page once it is scrolled (components/layout/StickyHeader.tsx). */
const BELOW_HEADER = { top: 84 };

/** Site-wide toasts: top-centre below the header, 5 s, coloured, pause on hover, swipe to dismiss. */
export function Toasts() {
  const t = useTranslations("LayoutClient");
  return (
    <Toaster
      containerAriaLabel={t("toasts.region")}
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      className="print:hidden"
    />
  );
}
