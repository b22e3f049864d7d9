"use client";

import { PageErrorPanel } from "@/components/feedback/ErrorPanel";

export default function DirectoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <PageErrorPanel error={error} retry={retry} what="profiles" />;
}
