"use client";

import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { dayLabel } from "@/lib/dates";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { useRequest } from "@/lib/client/use-request";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/media/client/urls";
import { SHORTLIST_LIMITS } from "@/lib/shortlists/schemas";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";
import type { ShortlistView } from "@/lib/shortlists/shortlists";
import { inputClass } from "../forms/Field";
import { AvailabilityBadge } from "../profile/AvailabilityBadge";
import { Icon } from "../ui/Icon";

const SMALL =
  "inline-flex items-center gap-1 rounded-full border border-gray-300 px-3 py-1 text-sm font-medium hover:border-brand-600 hover:text-brand-700 disabled:opacity-50";
const SHARE_DAYS = [1, 3, 7, 14, 30, 90];

/** The owner's view of one shortlist: notes, order, removal, renaming, and look-book links. */
export function ShortlistEditor({ shortlist }: { shortlist: ShortlistView }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const request = useRequest();
  const [name, setName] = useState(shortlist.name);
  const [notes, setNotes] = useState(() => Object.fromEntries(shortlist.items.map((i) => [i.member.id, i.note])));
  const [days, setDays] = useState(7);
  const [link, setLink] = useState<string>();
  const base = `/api/shortlists/${shortlist.id}`;

  /** Sends one change; on success says so, shows the page afresh and answers the body. */
  const send = async (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body: unknown, done: string) => {
    const answer = await request.send(method, url, body, { done, failed: "That did not work. Please try again." });
    return answer?.ok ? answer.body : undefined;
  };

  const ids = shortlist.items.map((i) => i.member.id);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    void send("PUT", `${base}/order`, { memberIds: order }, "Order saved.");
  };
  const share = async () => {
    const answer = await send("POST", `${base}/lookbooks`, { days }, "Look book link created.");
    const url = (answer?.data as { url?: string } | undefined)?.url;
    if (url) setLink(url);
  };
  const remove = async () => {
    if (!window.confirm(`Delete “${shortlist.name}” with its notes and links?`)) return;
    if (await send("DELETE", base, undefined, "Shortlist deleted.")) router.push(SHORTLISTS_PATH);
  };
  const disabled = !hydrated || request.busy;

  return (
    <div className="grid gap-8">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void send("PATCH", base, { name }, "Shortlist renamed.");
        }}
      >
        <label className="grid min-w-60 flex-1 gap-1">
          <span className="sr-only">Shortlist name</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={SHORTLIST_LIMITS.nameLength}
            className="rounded-lg border border-transparent px-2 py-1 text-3xl font-bold hover:border-gray-300 focus:border-gray-300"
            data-testid="shortlist-name"
          />
        </label>
        {name.trim() !== shortlist.name && (
          <button type="submit" disabled={disabled} className={SMALL}>
            Rename
          </button>
        )}
        <button type="button" onClick={() => void remove()} disabled={disabled} className={SMALL}>
          <Icon name="trash" className="h-4 w-4" /> Delete list
        </button>
      </form>

      {shortlist.items.length === 0 ? (
        <p className="text-gray-600">
          Nobody on this list yet: use the bookmark on a profile card or page to add someone.{" "}
          <Link href="/search" className="text-brand-700 underline">
            Search profiles
          </Link>
        </p>
      ) : (
        <ol className="grid gap-4" data-testid="shortlist-items">
          {shortlist.items.map(({ member }, index) => (
            <li key={member.id} className="grid gap-4 rounded-2xl border border-gray-100 p-4 sm:grid-cols-[96px_1fr]">
              <img
                src={mediaUrl(member.cardPic) ?? DEFAULT_AVATAR}
                alt={`${member.name}, ${member.subcategory}`}
                width={96}
                height={96}
                className="h-24 w-24 rounded-lg object-cover"
              />
              <div className="grid gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <Link
                      href={`/candidate-profile/${member.id}`}
                      className="text-lg font-semibold hover:text-brand-700"
                    >
                      {member.name}
                    </Link>
                    <p className="text-sm text-gray-600">
                      {[
                        member.subcategory,
                        member.city,
                        member.age !== null ? `${member.age} yrs` : "",
                        member.heightCm ? `${member.heightCm} cm` : "",
                        member.languages.join(", "),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <AvailabilityBadge availability={member.availability} />
                  </div>
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      onClick={() => move(index, -1)}
                      disabled={disabled || index === 0}
                      className={SMALL}
                    >
                      <Icon name="chevronUp" className="h-4 w-4" />
                      <span className="sr-only">Move {member.name} up</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => move(index, 1)}
                      disabled={disabled || index === shortlist.items.length - 1}
                      className={SMALL}
                    >
                      <Icon name="chevronDown" className="h-4 w-4" />
                      <span className="sr-only">Move {member.name} down</span>
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        void send("DELETE", `${base}/items/${member.id}`, undefined, `${member.name} removed.`)
                      }
                      disabled={disabled}
                      className={SMALL}
                    >
                      <Icon name="trash" className="h-4 w-4" />
                      <span className="sr-only">Remove {member.name}</span>
                    </button>
                  </div>
                </div>
                <form
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void send("PATCH", `${base}/items/${member.id}`, { note: notes[member.id] }, "Note saved.");
                  }}
                >
                  <label className="grid flex-1 gap-1 text-sm font-medium">
                    Private note
                    <textarea
                      value={notes[member.id] ?? ""}
                      onChange={(e) => setNotes({ ...notes, [member.id]: e.target.value })}
                      maxLength={SHORTLIST_LIMITS.noteLength}
                      rows={2}
                      placeholder="Only you see this"
                      className={inputClass}
                    />
                  </label>
                  <button type="submit" disabled={disabled} className={SMALL}>
                    Save note
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ol>
      )}

      <section className="grid gap-4 rounded-2xl border border-gray-100 p-5" aria-labelledby="share-title">
        <div>
          <h2 id="share-title" className="text-xl font-semibold">
            Share as a look book
          </h2>
          <p className="text-sm text-gray-600">
            A read-only page of these profiles for someone without an account. Your notes stay private. The link stops
            working when it expires or when you revoke it.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium">
            Link works for
            <select value={days} onChange={(e) => setDays(Number(e.target.value))} className={inputClass}>
              {SHARE_DAYS.map((d) => (
                <option key={d} value={d}>
                  {d === 1 ? "1 day" : `${d} days`}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => void share()} disabled={disabled} className={SMALL}>
            <Icon name="share" className="h-4 w-4" /> Create link
          </button>
        </div>
        {link && (
          <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
            <p className="text-sm font-medium">Copy the link now: for your safety it is shown only once.</p>
            <div className="flex gap-2">
              <input
                readOnly
                value={link}
                className={inputClass}
                data-testid="lookbook-link"
                onFocus={(e) => e.target.select()}
              />
              <button
                type="button"
                className={SMALL}
                onClick={() => void navigator.clipboard.writeText(link).then(() => toast.success("Link copied."))}
              >
                Copy
              </button>
            </div>
          </div>
        )}
        {shortlist.lookBooks.length > 0 && (
          <ul className="divide-y divide-gray-100 text-sm">
            {shortlist.lookBooks.map((book) => (
              <li key={book.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  Created {dayLabel(book.createdAt)} ·{" "}
                  {book.revokedAt
                    ? "revoked"
                    : book.active
                      ? `works until ${dayLabel(book.expiresAt)}`
                      : `expired ${dayLabel(book.expiresAt)}`}
                </span>
                {book.active && (
                  <button
                    type="button"
                    onClick={() =>
                      void send("DELETE", `${base}/lookbooks/${book.id}`, undefined, "The link no longer works.")
                    }
                    disabled={disabled}
                    className={SMALL}
                  >
                    Revoke
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
