"use client";

import { useState } from "react";
import { useTranslations } from "#words";
import { ApplicantCard, type Decidable, type SendChange } from "./ApplicantCard";
import { SMALL_BUTTON } from "./small-button";
import { AskForTape } from "./TapeRequests";
import { UndoBar } from "./UndoBar";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import type { Applicant } from "@/lib/hiring/views";
import type { StatusName } from "@/lib/hiring/status-labels";

/** A decision the hirer may still undo: the applications it moved and the status each had before. */
interface UndoOffer {
  ids: string[];
  status: Decidable;
  before: Record<string, StatusName>;
  /** The one applicant's name ("Rejected Priya"), or null for several ("Shortlisted 3 applicants"). */
  name: string | null;
  /** When it was made: a new decision on the same applicants restarts the bar's time. */
  at: number;
}

/**
 * The applicants of a call as cards: self-tapes, answers, decisions one by one or many at once. A decision
 * shows on the board at once, with an Undo bar for `undoMs`; the applicant is told only later (the server's
 * delay), so an undone decision never reaches them. Until the page has hydrated its buttons and boxes are
 * disabled (dimmed): in the server's HTML a press would do nothing.
 */
export function TriageBoard({
  callId,
  questions,
  applications,
  undoMs,
  sidesMaxBytes,
  subcategories = {},
}: {
  callId: string;
  /** The largest sides PDF taken (UPLOAD_SIDES_MAX_MB). */
  sidesMaxBytes: number;
  questions: string[];
  applications: Applicant[];
  undoMs: number;
  /** The applicants' subcategories in the page's language, by their English names (shown as stored without). */
  subcategories?: Record<string, string>;
}) {
  const t = useTranslations("TriageClient");
  const hydrated = useHydrated();
  const board = useDecisions(callId, applications, undoMs);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const locked = !hydrated || board.busy;

  const bulk = async (status: "shortlisted" | "rejected") => {
    const targets = applications.filter((a) => selected.has(a.id));
    if (await board.decide(targets, status, true)) setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="grid grid-cols-1 gap-4">
      <BulkBar
        open={applications.filter((a) => board.statusOf(a) !== "closed").map((a) => a.id)}
        selected={selected}
        onSelect={setSelected}
        hydrated={hydrated}
        locked={locked}
        onDecide={(status) => void bulk(status)}
        onAskForTape={() => setAsking(true)}
      />
      {asking && selected.size > 0 && (
        <AskForTape
          callId={callId}
          applicationIds={[...selected]}
          sidesMaxBytes={sidesMaxBytes}
          onDone={() => {
            setAsking(false);
            setSelected(new Set());
          }}
          onCancel={() => setAsking(false)}
        />
      )}
      {applications.length === 0 ? (
        <p className="text-gray-600">{t("empty")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="applicants">
          {applications.map((a) => (
            <ApplicantCard
              key={a.id}
              applicant={a}
              status={board.statusOf(a)}
              questions={questions}
              subcategories={subcategories}
              selected={selected.has(a.id)}
              hydrated={hydrated}
              locked={locked}
              onToggle={() => toggle(a.id)}
              onDecide={(status) => void board.decide([a], status, false)}
              send={board.send}
            />
          ))}
        </ul>
      )}
      {board.offer && (
        <UndoBar
          key={board.offer.at}
          text={board.doneText(board.offer)}
          ms={undoMs}
          onUndo={() => void board.undo(board.offer!)}
          onEnd={board.dismiss}
          disabled={board.busy}
        />
      )}
    </div>
  );
}

/** Select all, how many are selected, and what may be done to them at once. */
function BulkBar({
  open,
  selected,
  onSelect,
  hydrated,
  locked,
  onDecide,
  onAskForTape,
}: {
  /** The applications still open (a closed one cannot be selected). */
  open: string[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  hydrated: boolean;
  locked: boolean;
  onDecide: (status: "shortlisted" | "rejected") => void;
  onAskForTape: () => void;
}) {
  const t = useTranslations("TriageClient");
  const tapes = useTranslations("TapesClient");
  const none = !selected.size || locked;
  return (
    <div
      className="sticky top-16 z-20 flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-md"
      role="toolbar"
      aria-label={t("bulk.label")}
      data-testid="bulk-bar"
    >
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={open.length > 0 && selected.size === open.length}
          disabled={!hydrated}
          onChange={(e) => onSelect(e.target.checked ? new Set(open) : new Set())}
          className="h-4 w-4 accent-brand-600"
        />
        {t("bulk.selectAll")}
      </label>
      <span className="text-sm text-gray-600">{t("bulk.count", { count: selected.size })}</span>
      <button type="button" className={SMALL_BUTTON} disabled={none} onClick={() => onDecide("shortlisted")}>
        {t("bulk.shortlist")}
      </button>
      <button type="button" className={SMALL_BUTTON} disabled={none} onClick={() => onDecide("rejected")}>
        {t("bulk.reject")}
      </button>
      <button type="button" className={SMALL_BUTTON} disabled={none} onClick={onAskForTape}>
        {tapes("ask.button")}
      </button>
    </div>
  );
}

/**
 * The board's decisions: each shows at once and is then sent; a failure puts the applicants back. What moved may
 * be undone while the offer stands.
 */
function useDecisions(callId: string, applications: Applicant[], undoMs: number) {
  const t = useTranslations("TriageClient");
  const request = useRequest();
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  // Statuses changed here and not yet in the server's page; forgotten when a fresh page arrives.
  const [shown, setShown] = useState<{ from: Applicant[]; status: Record<string, StatusName> }>({
    from: applications,
    status: {},
  });
  if (shown.from !== applications) setShown({ from: applications, status: {} });
  const statusOf = (a: Applicant) => shown.status[a.id] ?? a.status;
  const show = (statuses: Record<string, StatusName>) =>
    setShown((current) => ({ ...current, status: { ...current.status, ...statuses } }));
  const moved = (ids: string[], status: StatusName) => Object.fromEntries(ids.map((id) => [id, status]));

  /** Sends a change with the buttons waiting; answers the answer if it was taken. `undone` runs when it was not. */
  const sending = async (
    method: "PATCH" | "POST",
    url: string,
    body: unknown,
    { undone = () => {}, done }: { undone?: () => void; done?: string } = {},
  ) => {
    const answer = await request.send(method, url, body, { done, failed: t("failed") });
    if (answer?.ok) return answer;
    undone();
    return undefined;
  };

  const send: SendChange = async (url, method, body, done) => Boolean(await sending(method, url, body, { done }));

  /** Moves the applicants to `status` on the board at once, then on the server; offers Undo for what moved. */
  const decide = async (targets: Applicant[], status: Decidable, bulk: boolean) => {
    const before = Object.fromEntries(targets.map((a) => [a.id, statusOf(a)]));
    const undone = () => show(before);
    show(moved(Object.keys(before), status));
    setOffer(null);
    const answer = bulk
      ? await sending(
          "PATCH",
          `/api/calls/${callId}/applications`,
          { ids: targets.map((a) => a.id), status },
          { undone },
        )
      : await sending("PATCH", `/api/applications/${targets[0].id}`, { status }, { undone });
    if (!answer) return false;
    const data = answer.body.data as { changed: string[] | boolean };
    const changed = Array.isArray(data.changed) ? data.changed : data.changed ? [targets[0].id] : [];
    if (changed.length && undoMs > 0) {
      const name = changed.length === 1 ? targets.find((a) => a.id === changed[0])!.applicant.name : null;
      const beforeOf = Object.fromEntries(changed.map((id) => [id, before[id]]));
      setOffer({ ids: changed, status, before: beforeOf, name, at: Date.now() });
    }
    return true;
  };

  const undo = async (taken: UndoOffer) => {
    setOffer(null);
    show(taken.before);
    await sending(
      "POST",
      "/api/applications/undo",
      { ids: taken.ids, status: taken.status },
      { undone: () => show(moved(taken.ids, taken.status)), done: undoneText(taken) },
    );
  };

  // What the undo bar and its toast say was done: "Rejected Priya", "Shortlisted 3 applicants".
  const doneText = (offer: UndoOffer) =>
    offer.name === null
      ? t("done.many", { status: offer.status, count: offer.ids.length })
      : t("done.one", { status: offer.status, name: offer.name });
  const undoneText = (offer: UndoOffer) =>
    offer.name === null
      ? t("undone.many", { status: offer.status, count: offer.ids.length })
      : t("undone.one", { status: offer.status, name: offer.name });

  return { busy: request.busy, offer, statusOf, send, decide, undo, doneText, dismiss: () => setOffer(null) };
}
