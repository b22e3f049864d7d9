"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";
import { profilePath } from "@/lib/profiles/paths";
import { SHORTLIST_LIMITS } from "@/lib/shortlists/schemas";
import type { ShortlistView } from "@/lib/shortlists/views";
import { inputClass } from "../forms/Field";
import { AvailabilityBadge } from "../profile/AvailabilityBadge";
import { InterfaceIcon } from "../ui/interface-icons";
import { SMALL_BUTTON, type EditorControls } from "./editor-controls";

/** One member on the owner's shortlist: their card, moving up and down, removal, and the owner's note. */
export function ShortlistItem({
  item: { member },
  subcategory,
  note,
  onNote,
  onMove,
  first,
  last,
  controls: { send, base, disabled },
}: {
  item: ShortlistView["items"][number];
  /** The member's subcategory in the page's language. */
  subcategory: string;
  /** The note as the owner is editing it. */
  note: string;
  onNote: (note: string) => void;
  onMove: (by: -1 | 1) => void;
  first: boolean;
  last: boolean;
  controls: EditorControls;
}) {
  const t = useTranslations("ShortlistsClient");
  return (
    <li className="grid gap-4 rounded-2xl border border-gray-100 p-4 sm:grid-cols-[96px_1fr]">
      <img
        src={mediaUrl(member.cardPic) ?? DEFAULT_AVATAR}
        alt={t("editor.photoAlt", { name: member.name, subcategory })}
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
                subcategory,
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
            <button type="button" onClick={() => onMove(-1)} disabled={disabled || first} className={SMALL_BUTTON}>
              <InterfaceIcon name="chevronUp" className="h-4 w-4" />
              <span className="sr-only">{t("editor.moveUp", { name: member.name })}</span>
            </button>
            <button type="button" onClick={() => onMove(1)} disabled={disabled || last} className={SMALL_BUTTON}>
              <InterfaceIcon name="chevronDown" className="h-4 w-4" />
              <span className="sr-only">{t("editor.moveDown", { name: member.name })}</span>
            </button>
            <button
              type="button"
              onClick={() =>
                void send("DELETE", `${base}/items/${member.id}`, undefined, t("editor.removed", { name: member.name }))
              }
              disabled={disabled}
              className={SMALL_BUTTON}
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
            void send("PATCH", `${base}/items/${member.id}`, { note }, t("editor.noteSaved"));
          }}
        >
          <label className="grid flex-1 gap-1 text-sm font-medium">
            {t("editor.note")}
            <textarea
              value={note}
              onChange={(e) => onNote(e.target.value)}
              maxLength={SHORTLIST_LIMITS.noteLength}
              rows={2}
              placeholder={t("editor.notePlaceholder")}
              className={inputClass}
            />
          </label>
          <button type="submit" disabled={disabled} className={SMALL_BUTTON}>
            {t("editor.saveNote")}
          </button>
        </form>
      </div>
    </li>
  );
}
