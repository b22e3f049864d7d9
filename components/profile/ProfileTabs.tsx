"use client";

import { useState } from "react";
import { useTranslations } from "#words";
import { useHydrated } from "@/lib/client/hydrated";

export interface Tab {
  id: string;
  label: string;
  content: React.ReactNode;
}

/**
 * Accessible tabs; every panel is rendered on the server, so all content is in the HTML. Only this
 * component shows another panel, so until the page has hydrated the other tabs are disabled (dimmed).
 */
export function ProfileTabs({ tabs }: { tabs: Tab[] }) {
  const t = useTranslations("ProfileClient");
  const hydrated = useHydrated();
  const [active, setActive] = useState(tabs[0]?.id);
  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setActive(tab.id);
    document.getElementById(`tab-${tab.id}`)?.focus();
  };
  return (
    // min-w-0: a grid item as wide as its column, so that tabs longer than a phone scroll instead of widening the page
    <div className="min-w-0">
      <div role="tablist" aria-label={t("tabs.label")} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            role="tab"
            type="button"
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            disabled={!hydrated && active !== tab.id}
            onClick={() => setActive(tab.id)}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight") focusTab(i + 1);
              if (e.key === "ArrowLeft") focusTab(i - 1);
            }}
            className="whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold aria-selected:border-brand-600 aria-selected:text-brand-700 border-transparent text-gray-600 disabled:cursor-wait disabled:opacity-60"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          className="py-6"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
