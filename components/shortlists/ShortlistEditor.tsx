"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useConfirm } from "@/components/ui/ConfirmDialog";
import { useTranslations } from "#words";
import { Link, useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { dayLabel } from "@/lib/i18n/date-labels";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { useRequest } from "@/lib/client/use-request";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";
import { profilePath } from "@/lib/profiles/paths";
import { SHORTLIST_LIMITS } from "@/lib/shortlists/schemas";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";
import type { ShortlistView } from "@/lib/shortlists/views";
import { inputClass } from "../forms/Field";
import { AvailabilityBadge } from "../profile/AvailabilityBadge";
import { InterfaceIcon } from "../ui/interface-icons";

const SMALL =
  "inline-flex items-center gap-1 rounded-full border border-gray-300 px-3 py-1 text-sm font-medium hover:border-brand-600 hover:text-brand-700 disabled:opacity-50";
const SHARE_DAYS = [1, 3, 7, 14, 30, 90];

/**
 * The owner's view of one shortlist: notes, order, removal, renaming, and look-book links. `subcategoryLabels`:
 * the members' subcategories in the page's language, by their English names (the Catalog namespace stays on
 * the server); a name without one is shown as it is.
 */
export function ShortlistEditor({
  shortlist,
  subcategoryLabels = {},
}: {
  shortlist: ShortlistView;
  subcategoryLabels?: Readonly<Record<string, string>>;
}) {
  const t = useTranslations("ShortlistsClient");
  const locale = usePageLocale();
  const subcategoryOf = (name: string) => (Object.hasOwn(subcategoryLabels, name) ? subcategoryLabels[name] : name);
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
    const answer = await request.send(method, url, body, { done, failed: t("failed") });
    return answer?.ok ? answer.body : undefined;
  };

  const ids = shortlist.items.map((i) => i.member.id);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    void send("PUT", `${base}/order`, { memberIds: order }, t("editor.orderSaved"));
  };
  const share = async () => {
    const answer = await send("POST", `${base}/lookbooks`, { days }, t("editor.linkCreated"));
    const url = (answer?.data as { url?: string } | undefined)?.url;
    if (url) setLink(url);
  };
  const { ask, dialog } = useConfirm();
  const remove = async () => {
    if (!(await ask(t("editor.confirmDelete", { name: shortlist.name })))) return;
    if (await send("DELETE", base, undefined, t("editor.deleted"))) router.push(SHORTLISTS_PATH);
  };
  const disabled = !hydrated || request.busy;

  return (
    <div className="grid gap-8">
      {dialog}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void send("PATCH", base, { name }, t("editor.renamed"));
        }}
      >
        <label className="grid min-w-60 flex-1 gap-1">
          <span className="sr-only">{t("editor.name")}</span>
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
            {t("editor.rename")}
          </button>
        )}
        <button type="button" onClick={() => void remove()} disabled={disabled} className={SMALL}>
          <InterfaceIcon name="trash" className="h-4 w-4" /> {t("editor.delete")}
        </button>
      </form>

      {shortlist.items.length === 0 ? (
        <p className="text-gray-600">
          {t("editor.empty")}{" "}
          <Link href="/search" className="text-brand-700 underline">
            {t("editor.searchProfiles")}
          </Link>
        </p>
      ) : (
        <ol className="grid gap-4" data-testid="shortlist-items">
          {shortlist.items.map(({ member }, index) => (
            <li key={member.id} className="grid gap-4 rounded-2xl border border-gray-100 p-4 sm:grid-cols-[96px_1fr]">
              <img
                src={mediaUrl(member.cardPic) ?? DEFAULT_AVATAR}
                alt={t("editor.photoAlt", { name: member.name, subcategory: subcategoryOf(member.subcategory) })}
                width={96}
                height={96}
                className="h-24 w-24 rounded-lg object-cover"
              />
              <div className="grid gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <Link href={profilePath(member.id)} className="text-lg font-semibold hover:text-brand-700">
                      {member.name}
                    </Link>
                    <p className="text-sm text-gray-600">
                      {[
                        subcategoryOf(member.subcategory),
                        member.city,
                        member.age !== null ? t("editor.age", { age: member.age }) : "",
                        member.heightCm ? t("editor.height", { height: member.heightCm }) : "",
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
                      <InterfaceIcon name="chevronUp" className="h-4 w-4" />
                      <span className="sr-only">{t("editor.moveUp", { name: member.name })}</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => move(index, 1)}
                      disabled={disabled || index === shortlist.items.length - 1}
                      className={SMALL}
                    >
                      <InterfaceIcon name="chevronDown" className="h-4 w-4" />
                      <span className="sr-only">{t("editor.moveDown", { name: member.name })}</span>
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        void send(
                          "DELETE",
                          `${base}/items/${member.id}`,
                          undefined,
                          t("editor.removed", { name: member.name }),
                        )
                      }
                      disabled={disabled}
                      className={SMALL}
                    >
                      <InterfaceIcon name="trash" className="h-4 w-4" />
                      <span className="sr-only">{t("editor.remove", { name: member.name })}</span>
                    </button>
                  </div>
                </div>
                <form
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void send("PATCH", `${base}/items/${member.id}`, { note: notes[member.id] }, t("editor.noteSaved"));
                  }}
                >
                  <label className="grid flex-1 gap-1 text-sm font-medium">
                    {t("editor.note")}
                    <textarea
                      value={notes[member.id] ?? ""}
                      onChange={(e) => setNotes({ ...notes, [member.id]: e.target.value })}
                      maxLength={SHORTLIST_LIMITS.noteLength}
                      rows={2}
                      placeholder={t("editor.notePlaceholder")}
                      className={inputClass}
                    />
                  </label>
                  <button type="submit" disabled={disabled} className={SMALL}>
                    {t("editor.saveNote")}
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
            {t("editor.shareHeading")}
          </h2>
          <p className="text-sm text-gray-600">{t("editor.shareText")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium">
            {t("editor.worksFor")}
            <select value={days} onChange={(e) => setDays(Number(e.target.value))} className={inputClass}>
              {SHARE_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t("editor.days", { count: d })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => void share()} disabled={disabled} className={SMALL}>
            <InterfaceIcon name="share" className="h-4 w-4" /> {t("editor.createLink")}
          </button>
        </div>
        {link && (
          <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
            <p className="text-sm font-medium">{t("editor.copyNow")}</p>
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
                onClick={() => void navigator.clipboard.writeText(link).then(() => toast.success(t("editor.copied")))}
              >
                {t("editor.copy")}
              </button>
            </div>
          </div>
        )}
        {shortlist.lookBooks.length > 0 && (
          <ul className="divide-y divide-gray-100 text-sm">
            {shortlist.lookBooks.map((book) => (
              <li key={book.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {book.revokedAt
                    ? t("editor.linkRevoked", { created: dayLabel(book.createdAt, "short", locale) })
                    : book.active
                      ? t("editor.linkActive", {
                          created: dayLabel(book.createdAt, "short", locale),
                          until: dayLabel(book.expiresAt, "short", locale),
                        })
                      : t("editor.linkExpired", {
                          created: dayLabel(book.createdAt, "short", locale),
                          expired: dayLabel(book.expiresAt, "short", locale),
                        })}
                </span>
                {book.active && (
                  <button
                    type="button"
                    onClick={() =>
                      void send("DELETE", `${base}/lookbooks/${book.id}`, undefined, t("editor.revokedDone"))
                    }
                    disabled={disabled}
                    className={SMALL}
                  >
                    {t("editor.revoke")}
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
