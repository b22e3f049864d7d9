"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";

/** Follow is a placeholder (spec 1: static studio pages): it toggles on this page and confirms with a toast. */
export function FollowButton({ studioName }: { studioName: string }) {
  const [following, setFollowing] = useState(false);
  const toggle = () => {
    const next = !following;
    setFollowing(next);
    if (next) toast.success(`You are now following ${studioName}.`);
    else toast.info(`You unfollowed ${studioName}.`);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={following}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition ${
        following
          ? "border border-white/60 bg-white/10 text-white hover:bg-white/20"
          : "bg-white text-ink-900 hover:bg-brand-50"
      }`}
    >
      {following ? "Following" : "Follow"}
    </button>
  );
}
