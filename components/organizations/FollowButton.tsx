"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useState } from "react";
import { countArgument } from "@/lib/i18n/formats";
import { organizationPath } from "@/lib/hiring/paths";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";

/**
 * Follow an organisation: its calls then come first on the jobs page. A visitor is sent to sign in (a
 * link, which works before the page has hydrated); a member's button is disabled and dimmed until then,
 * and while a change is being sent. The count is the server's, after each change. Its words are
 * "StudiosClient": the page wraps it in <PageWords namespaces={["StudiosClient"]}>.
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
  const t = useTranslations("StudiosClient");
  const words = useRequestWords();
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const [following, setFollowing] = useState(initiallyFollowing);
  const [followers, setFollowers] = useState(initialFollowers);
  const [busy, setBusy] = useState(false);
  const style = `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60 ${
    following
      ? "border border-white/60 bg-white/10 text-white hover:bg-white/20"
      : "bg-white text-ink-900 hover:bg-brand-50"
  }`;
  const count = (
    <span data-testid="follower-count">
      {t("follow.followers", { count: followers, total: countArgument(locale, followers) })}
    </span>
  );
  if (!signedIn) {
    return (
      <span className="flex items-center gap-3">
        <Link href={`/login?callbackUrl=${encodeURIComponent(organizationPath(organizationId))}`} className={style}>
          {t("follow.follow")}
        </Link>
        <span className="text-sm text-gray-200">{count}</span>
      </span>
    );
  }
  const toggle = async () => {
    setBusy(true);
    try {
      // requestJson asks for the page's language, so that a refusal's message reads in it.
      const answer = await requestJson(following ? "DELETE" : "POST", `/api/organizations/${organizationId}/follow`);
      const body = answer.body as { message?: string; following?: boolean; followers?: number };
      if (!answer.ok) {
        toast.error(body.message ?? t("follow.failed"));
        return;
      }
      setFollowing(Boolean(body.following));
      setFollowers(body.followers ?? followers);
      // The page's own words, not the answer's English: the same sentence, in the page's language.
      if (body.following) toast.success(t("follow.followed", { name }));
      else toast.info(t("follow.unfollowed", { name }));
    } catch {
      toast.error(words.offline);
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
        {following ? t("follow.following") : t("follow.follow")}
      </button>
      <span className="text-sm text-gray-200">{count}</span>
    </span>
  );
}
