"use client";

import { ErrorPanel } from "@/components/feedback/ErrorPanel";

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} what="This page could not be shown." />;
}
