"use client";

import dynamic from "next/dynamic";
import { TOAST_DURATION_MS } from "@/lib/site";

// Loaded after the page, not with it: see lib/client/toast.ts.
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** Site-wide toasts: top-centre, 5 s, coloured, pause on hover, swipe to dismiss. */
export function Toasts() {
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton className="print:hidden" />;
}
