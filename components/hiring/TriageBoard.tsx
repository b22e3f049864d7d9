"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { MessageButton } from "../messages/MessageButton";
import { SelfTape } from "./SelfTape";
import { AskForTape, TeamTapeRequest } from "./TapeRequests";
import { UndoBar } from "./UndoBar";
import { Link } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/link";
import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { dayLabel } from "@/lib/i18n/date-labels";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import type { Applicant } from "@/lib/hiring/triage";
import { STATUS_STYLES, type StatusName } from "@/lib/hiring/status-labels";
import { statusLabel } from "@/lib/hiring/job-names";
import { DEFAULT_AVATAR } from "@/lib/storage/urls";

type Decidable = Exclude<StatusName, "closed">;

/** The decision buttons, each with its words (TriageClient `decide.*`; the applicant's name is for screen readers). */
const DECISIONS = [
  { status: "shortlisted", key: "decide.shortlisted" },
  { status: "selected", key: "decide.selected" },
  { status: "rejected", key: "decide.rejected" },
  { status: "submitted", key: "decide.submitted" },
] as const satisfies readonly { status: Decidable; key: string }[];

const SMALL =
  "rounded-full border border-gray-300 px-3 py-1 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 disabled:opacity-50";

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
  const tapes = useTranslations("TapesClient");
  const jobs = useTranslations("JobsClient");
  const listing = useTranslations("ListingClient");
  const words = useRequestWords();
  const locale = usePageLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
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
  /** Not yet running, or a change is being sent: the buttons wait. */
  const locked = !hydrated || busy;

  const send = async (url: string, method: "PATCH", body: object, done: string) => {
    setBusy(true);
    try {
      const answer = await requestJson(method, url, body);
      if (!answer.ok) {
        toast.error(answer.body.message ?? t("failed"));
        return false;
      }
      toast.success(done);
      router.refresh();
      return true;
    } catch {
      toast.error(words.offline);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Moves the applicants to `status` on the board at once, then on the server; offers Undo for what moved. */
  const decide = async (targets: Applicant[], status: Decidable, bulk: boolean) => {
    const before = Object.fromEntries(targets.map((a) => [a.id, statusOf(a)]));
    show(Object.fromEntries(targets.map((a) => [a.id, status])));
    setOffer(null);
    setBusy(true);
    try {
      const answer = bulk
        ? await requestJson("PATCH", `/api/calls/${callId}/applications`, { ids: targets.map((a) => a.id), status })
        : await requestJson("PATCH", `/api/applications/${targets[0].id}`, { status });
      if (!answer.ok) {
        show(before);
        toast.error(answer.body.message ?? t("failed"));
        return false;
      }
      const data = answer.body.data as { changed: string[] | boolean };
      const changed = Array.isArray(data.changed) ? data.changed : data.changed ? [targets[0].id] : [];
      if (changed.length && undoMs > 0) {
        const who = changed.length === 1 ? targets.find((a) => a.id === changed[0])!.applicant.name : null;
        setOffer({
          ids: changed,
          status,
          before: Object.fromEntries(changed.map((id) => [id, before[id]])),
          name: who,
          at: Date.now(),
        });
      }
      router.refresh();
      return true;
    } catch {
      show(before);
      toast.error(words.offline);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const undo = async (taken: UndoOffer) => {
    setOffer(null);
    show(taken.before);
    setBusy(true);
    try {
      const answer = await requestJson("POST", "/api/applications/undo", { ids: taken.ids, status: taken.status });
      if (!answer.ok) {
        show(Object.fromEntries(taken.ids.map((id) => [id, taken.status])));
        toast.error(answer.body.message ?? t("failed"));
        return;
      }
      toast.success(undoneText(taken));
      router.refresh();
    } catch {
      show(Object.fromEntries(taken.ids.map((id) => [id, taken.status])));
      toast.error(words.offline);
    } finally {
      setBusy(false);
    }
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
  /** "170 cm" (lib/search/measures.ts heightText) as a search card says it; feet and inches as they are. */
  const heightWords = (height: string) => {
    const cm = /^(\d+) cm$/.exec(height);
    return cm ? listing("card.height", { height: Number(cm[1]) }) : height;
  };

  const bulk = async (status: "shortlisted" | "rejected") => {
    const targets = applications.filter((a) => selected.has(a.id));
    if (await decide(targets, status, true)) setSelected(new Set());
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const open = applications.filter((a) => statusOf(a) !== "closed");
  return (
    <div className="grid grid-cols-1 gap-4">
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
            onChange={(e) => setSelected(e.target.checked ? new Set(open.map((a) => a.id)) : new Set())}
            className="h-4 w-4 accent-brand-600"
          />
          {t("bulk.selectAll")}
        </label>
        <span className="text-sm text-gray-600">{t("bulk.count", { count: selected.size })}</span>
        <button type="button" className={SMALL} disabled={!selected.size || locked} onClick={() => bulk("shortlisted")}>
          {t("bulk.shortlist")}
        </button>
        <button type="button" className={SMALL} disabled={!selected.size || locked} onClick={() => bulk("rejected")}>
          {t("bulk.reject")}
        </button>
        <button type="button" className={SMALL} disabled={!selected.size || locked} onClick={() => setAsking(true)}>
          {tapes("ask.button")}
        </button>
      </div>
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
            <li
              key={a.id}
              className="flex flex-col rounded-2xl border border-gray-100 bg-white p-5 shadow-sm"
              data-testid="applicant"
            >
              <div className="flex items-start gap-4">
                <input
                  type="checkbox"
                  aria-label={t("card.select", { name: a.applicant.name })}
                  checked={selected.has(a.id)}
                  onChange={() => toggle(a.id)}
                  disabled={!hydrated || statusOf(a) === "closed"}
                  className="mt-1 h-4 w-4 accent-brand-600"
                />
                <img
                  src={a.applicant.photo ?? DEFAULT_AVATAR}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="h-18 w-18 shrink-0 rounded-xl object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">
                    <Link href={a.applicant.profile} className="hover:text-brand-700">
                      {a.applicant.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-gray-600">
                    {[
                      subcategories[a.applicant.subcategory] ?? a.applicant.subcategory,
                      a.applicant.age !== null ? listing("card.age", { age: a.applicant.age }) : null,
                      a.applicant.height ? heightWords(a.applicant.height) : null,
                      a.applicant.city,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  {a.applicant.languages.length > 0 && (
                    <p className="text-sm text-gray-600">
                      {t("card.speaks", { languages: a.applicant.languages.join(", ") })}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-gray-500">
                    {t("card.received", { role: a.role.name, day: dayLabel(a.appliedAt, "short", locale) })}
                  </p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[statusOf(a)]}`}
                  data-testid="applicant-status"
                >
                  {statusLabel(jobs, statusOf(a))}
                </span>
              </div>
              {a.selfTapeVideo && <SelfTape video={a.selfTapeVideo} />}
              {a.tapeRequest && (
                <TeamTapeRequest key={a.tapeRequest.dueAt} request={a.tapeRequest} name={a.applicant.name} />
              )}
              {questions.length > 0 && (
                <dl className="mt-4 grid gap-2 text-sm">
                  {questions.map((q, i) => (
                    <div key={q}>
                      <dt className="font-medium text-ink-800">{q}</dt>
                      <dd className="text-gray-700">{a.answers[i] || "—"}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {a.note && (
                <p className="mt-3 whitespace-pre-line rounded-lg bg-gray-50 p-3 text-sm text-gray-700">{a.note}</p>
              )}
              <PrivateNote id={a.id} initial={a.hirerNote} send={send} busy={locked} />
              <div className="mt-3">
                <MessageButton toUserId={a.applicant.id} name={a.applicant.name} className={SMALL} />
              </div>
              {statusOf(a) !== "closed" && (
                <div
                  className="mt-4 flex flex-wrap gap-2"
                  role="group"
                  aria-label={t("card.decide", { name: a.applicant.name })}
                >
                  {DECISIONS.filter((d) => d.status !== statusOf(a)).map((d) => (
                    <button
                      key={d.status}
                      type="button"
                      className={SMALL}
                      disabled={locked}
                      onClick={() => void decide([a], d.status, false)}
                    >
                      {t.rich(d.key, {
                        name: a.applicant.name,
                        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                      })}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {offer && (
        <UndoBar
          key={offer.at}
          text={doneText(offer)}
          ms={undoMs}
          onUndo={() => void undo(offer)}
          onEnd={() => setOffer(null)}
          disabled={busy}
        />
      )}
    </div>
  );
}

function PrivateNote({
  id,
  initial,
  send,
  busy,
}: {
  id: string;
  initial: string;
  send: (url: string, method: "PATCH", body: object, done: string) => Promise<boolean>;
  busy: boolean;
}) {
  const t = useTranslations("TriageClient");
  const [note, setNote] = useState(initial);
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-gray-600">
        {initial ? t("note.summaryWith", { note: initial.slice(0, 40) }) : t("note.summary")}
      </summary>
      <div className="mt-2 grid gap-2">
        <textarea
          aria-label={t("note.label")}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={2000}
          rows={2}
          className="w-full rounded-lg border border-gray-300 px-3 py-2"
        />
        <button
          type="button"
          className={`${SMALL} justify-self-start`}
          disabled={busy}
          onClick={() => send(`/api/applications/${id}`, "PATCH", { note }, t("note.saved"))}
        >
          {t("note.save")}
        </button>
      </div>
    </details>
  );
}
