"use client";

import { useState } from "react";
import { useTranslations } from "#words";
import { MessageButton } from "../messages/MessageButton";
import { SelfTape } from "./SelfTape";
import { SMALL_BUTTON } from "./small-button";
import { TeamTapeRequest } from "./TapeRequests";
import { Link } from "@/lib/i18n/link";
import { dayLabel } from "@/lib/i18n/date-labels";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import type { Applicant } from "@/lib/hiring/views";
import { STATUS_STYLES, type StatusName } from "@/lib/hiring/status-labels";
import { statusLabel } from "@/lib/hiring/job-names";
import { DEFAULT_AVATAR } from "@/lib/storage/urls";

export type Decidable = Exclude<StatusName, "closed">;

/** The decision buttons, each with its words (TriageClient `decide.*`; the applicant's name is for screen readers). */
const DECISIONS = [
  { status: "shortlisted", key: "decide.shortlisted" },
  { status: "selected", key: "decide.selected" },
  { status: "rejected", key: "decide.rejected" },
  { status: "submitted", key: "decide.submitted" },
] as const satisfies readonly { status: Decidable; key: string }[];

/** Sends a change (a private note) and says whether it was taken. */
export type SendChange = (url: string, method: "PATCH", body: object, done: string) => Promise<boolean>;

/** One applicant of the triage board: who they are, their tape and answers, a private note, and the decisions. */
export function ApplicantCard({
  applicant: a,
  status,
  questions,
  subcategories,
  selected,
  hydrated,
  locked,
  onToggle,
  onDecide,
  send,
}: {
  applicant: Applicant;
  /** As the board shows it: a decision just made here, else the server's. */
  status: StatusName;
  questions: string[];
  subcategories: Record<string, string>;
  selected: boolean;
  hydrated: boolean;
  /** The buttons wait: not yet running, or a change is being sent. */
  locked: boolean;
  onToggle: () => void;
  onDecide: (status: Decidable) => void;
  send: SendChange;
}) {
  const t = useTranslations("TriageClient");
  const jobs = useTranslations("JobsClient");
  const locale = usePageLocale();
  return (
    <li className="flex flex-col rounded-2xl border border-gray-100 bg-white p-5 shadow-sm" data-testid="applicant">
      <div className="flex items-start gap-4">
        <input
          type="checkbox"
          aria-label={t("card.select", { name: a.applicant.name })}
          checked={selected}
          onChange={onToggle}
          disabled={!hydrated || status === "closed"}
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
          <ApplicantFacts applicant={a} subcategories={subcategories} />
          <p className="mt-1 text-xs text-gray-500">
            {t("card.received", { role: a.role.name, day: dayLabel(a.appliedAt, "short", locale) })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[status]}`}
          data-testid="applicant-status"
        >
          {statusLabel(jobs, status)}
        </span>
      </div>
      {a.selfTapeVideo && <SelfTape video={a.selfTapeVideo} />}
      {a.tapeRequest && <TeamTapeRequest key={a.tapeRequest.dueAt} request={a.tapeRequest} name={a.applicant.name} />}
      {questions.length > 0 && <Answers questions={questions} answers={a.answers} />}
      {a.note && <p className="mt-3 whitespace-pre-line rounded-lg bg-gray-50 p-3 text-sm text-gray-700">{a.note}</p>}
      <PrivateNote id={a.id} initial={a.hirerNote} send={send} busy={locked} />
      <div className="mt-3">
        <MessageButton toUserId={a.applicant.id} name={a.applicant.name} className={SMALL_BUTTON} />
      </div>
      {status !== "closed" && <Decisions name={a.applicant.name} status={status} locked={locked} onDecide={onDecide} />}
    </li>
  );
}

/** The decisions still open to the team: every status but the applicant's. */
function Decisions({
  name,
  status,
  locked,
  onDecide,
}: {
  name: string;
  status: Decidable;
  locked: boolean;
  onDecide: (status: Decidable) => void;
}) {
  const t = useTranslations("TriageClient");
  return (
    <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t("card.decide", { name })}>
      {DECISIONS.filter((d) => d.status !== status).map((d) => (
        <button
          key={d.status}
          type="button"
          className={SMALL_BUTTON}
          disabled={locked}
          onClick={() => onDecide(d.status)}
        >
          {t.rich(d.key, { name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </button>
      ))}
    </div>
  );
}

/** The call's questions with the applicant's answers. */
function Answers({ questions, answers }: { questions: string[]; answers: string[] }) {
  return (
    <dl className="mt-4 grid gap-2 text-sm">
      {questions.map((q, i) => (
        <div key={q}>
          <dt className="font-medium text-ink-800">{q}</dt>
          <dd className="text-gray-700">{answers[i] || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Lead actress · 24 years · 170 cm · Mumbai", and the languages spoken. */
function ApplicantFacts({
  applicant: a,
  subcategories,
}: {
  applicant: Applicant;
  subcategories: Record<string, string>;
}) {
  const t = useTranslations("TriageClient");
  const listing = useTranslations("ListingClient");
  /** "170 cm" (lib/search/measures.ts heightText) as a search card says it; feet and inches as they are. */
  const heightWords = (height: string) => {
    const cm = /^(\d+) cm$/.exec(height);
    return cm ? listing("card.height", { height: Number(cm[1]) }) : height;
  };
  return (
    <>
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
        <p className="text-sm text-gray-600">{t("card.speaks", { languages: a.applicant.languages.join(", ") })}</p>
      )}
    </>
  );
}

function PrivateNote({ id, initial, send, busy }: { id: string; initial: string; send: SendChange; busy: boolean }) {
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
          className={`${SMALL_BUTTON} justify-self-start`}
          disabled={busy}
          onClick={() => send(`/api/applications/${id}`, "PATCH", { note }, t("note.saved"))}
        >
          {t("note.save")}
        </button>
      </div>
    </details>
  );
}
