"use client";

import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { clientOnly } from "@/lib/client/lazy";
import { useSession } from "@/lib/client/session";

// The composer's code comes with the first press: most visitors of a profile or a call write nothing.
const FirstMessage = clientOnly(
  () => import("./FirstMessage").then((m) => m.FirstMessage),
  <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-gray-100" />,
);

/**
 * "Message": writes the first words to a member (or a studio's casting team) and opens the thread. A
 * visitor is asked to sign in first; on one's own profile there is nothing to show. The button is
 * disabled (dimmed) until the browser knows who is signed in: in the server's HTML a press would do
 * nothing, and while the session loads it could not tell a visitor (sent to sign in) from a member.
 * Its words are InboxClient's: every page that shows it wraps it in `<PageWords namespaces={MESSAGE_BUTTON_WORDS}>`
 * (./message-button-words.ts) or one that gives all of "InboxClient".
 * `label` (the button's words, already in the page's language) replaces "Message".
 */
export function MessageButton({
  toUserId,
  name,
  label,
  className = "inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900",
}: {
  toUserId: string;
  name: string;
  label?: string;
  className?: string;
}) {
  const t = useTranslations("InboxClient");
  const router = useRouter();
  const { data: session, status } = useSession();
  const [open, setOpen] = useState(false);
  if (session?.user.id === toUserId) return null;

  // The server renders the session as loading, so this is also false until the page has hydrated.
  const ready = status !== "loading";

  const start = () => {
    if (status === "unauthenticated") {
      router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    setOpen(true);
  };
  if (!open) {
    return (
      <button
        type="button"
        onClick={start}
        disabled={!ready}
        className={`${className} disabled:cursor-wait disabled:opacity-60`}
        data-testid="message-button"
      >
        {label ?? t("button.message")}
      </button>
    );
  }
  return <FirstMessage toUserId={toUserId} name={name} onCancel={() => setOpen(false)} />;
}
