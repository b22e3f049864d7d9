"use client";

import { ErrorPanel } from "@/components/feedback/ErrorPanel";

export default function DirectoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} what="These profiles could not be shown." />;
}
