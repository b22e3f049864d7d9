"use client";

import { clientOnly } from "@/lib/client/lazy";

/**
 * The booking form, whose code (its calendar, pricing and dates) only rental profiles download, once the page
 * has come to life: the form needs a script to pick days, and its place is kept meanwhile.
 */
export const BookingRequest = clientOnly(
  () => import("./BookingRequest").then((m) => m.BookingRequest),
  <div aria-hidden="true" className="h-[26rem] animate-pulse rounded-xl bg-gray-100" />,
);
