"use client";

import { ErrorPanel } from "@/components/feedback/ErrorPanel";

export default function AccountError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel error={error} retry={retry} what="Your account page could not be shown. Nothing you saved is lost." />
  );
}
