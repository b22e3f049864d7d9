"use client";

import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";

/**
 * Follow an organisation: its calls then come first on the jobs page. A visitor is sent to sign in (a
 * link, which works before the page has hydrated); a member's button is disabled and dimmed until then,
 * and while a change is being sent. The count is the server's, after each change.
 */
export function FollowButton({
  organizationId,
  name,
  initiallyFollowing,
  initialFollowers,
  signedIn,
}: {
  organizationId: string;
  name: string;
  initiallyFollowing: boolean;
  initialFollowers: number;
  signedIn: boolean;
}) {
  const hydrated = useHydrated();
  const [following, setFollowing] = useState(initiallyFollowing);
  const [followers, setFollowers] = useState(initialFollowers);
  const [busy, setBusy] = useState(false);
  const style = `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60 ${
    following
      ? "border border-white/60 bg-white/10 text-white hover:bg-white/20"
      : "bg-white text-ink-900 hover:bg-brand-50"
  }`;
  const count = <span data-testid="follower-count">{followers === 1 ? "1 follower" : `${followers} followers`}</span>;
  if (!signedIn) {
    return (
      <span className="flex items-center gap-3">
        <Link
          href={`/login?callbackUrl=${encodeURIComponent(`/employer-profile/${organizationId}`)}`}
          className={style}
        >
          Follow
        </Link>
        <span className="text-sm text-gray-200">{count}</span>
      </span>
    );
  }
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/organizations/${organizationId}/follow`, { method: following ? "DELETE" : "POST" });
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        following?: boolean;
        followers?: number;
      };
      if (!res.ok) {
        toast.error(body.message ?? "That did not work. Please try again.");
        return;
      }
      setFollowing(Boolean(body.following));
      setFollowers(body.followers ?? followers);
      if (body.following) toast.success(body.message ?? `You are now following ${name}.`);
      else toast.info(body.message ?? `You unfollowed ${name}.`);
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex items-center gap-3">
      <button
        type="button"
        onClick={() => void toggle()}
        aria-pressed={following}
        disabled={!hydrated || busy}
        className={style}
      >
        {following ? "Following" : "Follow"}
      </button>
      <span className="text-sm text-gray-200">{count}</span>
    </span>
  );
}
