"use client";

import { PageErrorPanel } from "@/components/feedback/PageErrorPanel";

export default function AccountError({ error, retry }: { error: unknown; retry: () => void }) {
  return <PageErrorPanel error={error} retry={retry} what="account" />;
}
