"use client";

import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/site";

/** Site-wide toasts: top-centre, 5 s, coloured, pause on hover, swipe to dismiss. */
export function Toasts() {
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}
