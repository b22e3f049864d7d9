"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useMemo } from "react";
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from "react-hook-form";
import { CATEGORIES, findCategory } from "@/lib/catalog";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { todayInIndia } from "@/lib/dates";
import { earliestDeadline } from "@/lib/hiring/dates";
import {
  AUDITION_TYPES,
  MAX_QUESTIONS,
  MAX_ROLES,
  MIN_DEADLINE_DAYS,
  PROJECT_TYPES,
  ROLE_GENDERS,
} from "@/lib/hiring/options";
import { callDuplicatePath, callPath, callPreviewPath } from "@/lib/hiring/paths";
import { defaultDeadline, rolePay, roleWho } from "@/lib/hiring/present";
import { callEditSchema, callSchema, type CallInput, type CallValues } from "@/lib/hiring/schemas";
import { buttonClass, Field, inputClass } from "../forms/Field";

type Register = UseFormRegister<CallInput>;
const SECTION = "grid gap-4 rounded-2xl border border-gray-100 p-5 sm:grid-cols-2";
const WIDE = "sm:col-span-2";
const BOX = "h-4 w-4 rounded border-gray-300 accent-brand-600";

const blankRole: CallInput["roles"][number] = {
  name: "",
  category: "Artists",
  subcategory: "",
  gender: "Any",
  ageMin: "",
  ageMax: "",
  languages: "",
  openings: 1,
  paid: true,
  payMin: "",
  payMax: "",
  description: "",
} as unknown as CallInput["roles"][number];

const BLANK_CALL = {
  projectType: "Feature film",
  auditionType: "SELF_TAPE",
  questions: "",
  requiresSelfTape: false,
  requiresPortfolio: false,
  roles: [blankRole],
} as const satisfies Partial<CallInput>;

/** The questions' own error, or the first of one of them (the schema checks each line). */
function questionError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string") return own;
  const first = Object.values(error).find(
    (e): e is { message: string } => typeof (e as { message?: unknown })?.message === "string",
  );
  return first?.message;
}

/** A posted call being edited: what the form needs beside its values. */
export interface CallBeingEdited {
  id: string;
  /** when it was posted (ISO): its deadline is counted from that day */
  postedAt: string;
  /** how many people applied: once anyone has, its roles and questions are fixed */
  applications: number;
}

/**
 * The form of a casting call: the project, one to ten roles, the screening questions. Blank, or prefilled
 * with a copy of a call, it posts a new call; with `editing` it saves changes to that call, and once people
 * have applied it shows the roles and questions without offering to change them (the server refuses).
 * Saving waits for the page to hydrate: before that the browser's own submit would put the fields in the
 * address.
 */
export function CallForm({ initial, editing }: { initial?: CallInput; editing?: CallBeingEdited }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const locked = Boolean(editing && editing.applications > 0);
  const resolver = useMemo(
    () =>
      zodResolver(
        editing ? callEditSchema(new Date(editing.postedAt), editing.applications > 0, initial?.deadline) : callSchema,
      ) as Resolver<CallInput, unknown, CallValues>,
    [editing, initial?.deadline],
  );
  const { register, control, handleSubmit, formState, setError } = useForm<CallInput, unknown, CallValues>({
    resolver,
    defaultValues: initial ?? { ...BLANK_CALL, deadline: defaultDeadline(todayInIndia()) },
  });
  const roles = useFieldArray({ control, name: "roles" });
  const { errors, isSubmitting } = formState;

  const save = handleSubmit(async (values) => {
    try {
      // Left out, the server keeps them as they are: a deadline left unchanged, and, once locked, the roles
      // and questions.
      const answer = editing
        ? await requestJson("PATCH", `/api/calls/${editing.id}`, {
            ...values,
            ...(values.deadline === initial?.deadline ? { deadline: undefined } : {}),
            ...(locked ? { roles: undefined, questions: undefined } : {}),
          })
        : await requestJson("POST", "/api/calls", values);
      if (!answer.ok) {
        for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
          setError(field as keyof CallInput, { message });
        }
        const failed = editing ? "Your changes could not be saved." : "Your call could not be published.";
        toast.error(answer.body.message ?? failed);
        return;
      }
      const call = answer.body.data as { id: string; review: { state: string } | null };
      if (call.review) {
        // Held for review or hidden: there is no public page; the poster's own page of the call says why.
        toast.warning(answer.body.message ?? "Your call is held for review.", { duration: 15_000 });
        router.push(callPreviewPath(call.id));
        return;
      }
      toast.success(answer.body.message ?? "Your casting call is published.");
      router.push(callPath(call.id));
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
    }
  });

  return (
    <form onSubmit={save} noValidate className="grid gap-6">
      <fieldset className={SECTION}>
        <legend className="mb-2 text-xl font-semibold">The project</legend>
        <div className={WIDE}>
          <Field
            label="Call title"
            error={errors.title?.message}
            required
            hint="What talent sees first, e.g. “Lead actress for a Telugu family drama”."
          >
            {(a11y) => <input {...a11y} {...register("title")} className={inputClass} />}
          </Field>
        </div>
        <Field label="Project title" error={errors.projectTitle?.message} required>
          {(a11y) => <input {...a11y} {...register("projectTitle")} className={inputClass} />}
        </Field>
        <Field label="Project type" error={errors.projectType?.message} required>
          {(a11y) => (
            <select {...a11y} {...register("projectType")} className={inputClass}>
              {PROJECT_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Shoot city" error={errors.city?.message} required>
          {(a11y) => <input {...a11y} {...register("city")} className={inputClass} />}
        </Field>
        <Field label="Audition" error={errors.auditionType?.message} required>
          {(a11y) => (
            <select {...a11y} {...register("auditionType")} className={inputClass}>
              {Object.entries(AUDITION_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Shoot starts" error={errors.shootStart?.message} hint="Optional">
          {(a11y) => <input {...a11y} {...register("shootStart")} type="date" className={inputClass} />}
        </Field>
        <Field label="Shoot ends" error={errors.shootEnd?.message} hint="Optional">
          {(a11y) => <input {...a11y} {...register("shootEnd")} type="date" className={inputClass} />}
        </Field>
        <div className={WIDE}>
          <Field label="About the project" error={errors.description?.message} required>
            {(a11y) => <textarea {...a11y} {...register("description")} rows={5} className={inputClass} />}
          </Field>
        </div>
      </fieldset>

      {editing && locked ? (
        <LockedRoles call={editing} roles={initial?.roles ?? []} />
      ) : (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-xl font-semibold">Roles</legend>
          {roles.fields.map((field, index) => (
            <RoleFields
              key={field.id}
              index={index}
              register={register}
              control={control}
              errors={errors.roles?.[index]}
              onRemove={roles.fields.length > 1 ? () => roles.remove(index) : undefined}
            />
          ))}
          {errors.roles?.message && (
            <p role="alert" className="text-sm text-red-700">
              {errors.roles.message}
            </p>
          )}
          {roles.fields.length < MAX_ROLES && (
            <button
              type="button"
              onClick={() => roles.append(blankRole)}
              className="justify-self-start rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
            >
              Add another role
            </button>
          )}
        </fieldset>
      )}

      <fieldset className={SECTION}>
        <legend className="mb-2 text-xl font-semibold">Applications</legend>
        <Field
          label="Application deadline"
          error={errors.deadline?.message}
          required
          hint={
            editing
              ? `At least ${MIN_DEADLINE_DAYS} full days after the day the call was posted.`
              : `At least ${MIN_DEADLINE_DAYS} full days from today, so people have time to prepare.`
          }
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register("deadline")}
              type="date"
              min={earliestDeadline(editing ? new Date(editing.postedAt) : new Date())}
              className={inputClass}
            />
          )}
        </Field>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-medium text-ink-800">
            Every application carries the applicant&apos;s profile and pictures, and:
          </p>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register("requiresSelfTape")} className={BOX} /> a self-tape video
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register("requiresPortfolio")} className={BOX} /> a portfolio PDF
          </label>
        </div>
        <div className={WIDE}>
          <Field
            label="Screening questions"
            error={questionError(errors.questions)}
            hint={
              locked
                ? "People have answered these questions, so they can no longer be changed."
                : `Optional: one per line, at most ${MAX_QUESTIONS}. Every applicant answers them.`
            }
          >
            {(a11y) => (
              <textarea {...a11y} {...register("questions")} rows={3} readOnly={locked} className={inputClass} />
            )}
          </Field>
        </div>
        <p className={`${WIDE} rounded-lg bg-brand-50 p-3 text-sm text-ink-800`}>
          Applying is free on Castfolio, always. A call that asks talent for money is removed.
        </p>
      </fieldset>

      <button type="submit" disabled={!hydrated || isSubmitting} className={`${buttonClass} justify-self-start`}>
        {editing ? (isSubmitting ? "Saving…" : "Save changes") : isSubmitting ? "Publishing…" : "Publish the call"}
      </button>
    </form>
  );
}

/** The roles of a call people have applied to, as they are: they can no longer change. */
function LockedRoles({ call, roles }: { call: CallBeingEdited; roles: CallInput["roles"] }) {
  const people = call.applications === 1 ? "1 person has" : `${call.applications} people have`;
  const whole = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
  return (
    <section aria-labelledby="locked-roles" className="grid gap-3 rounded-2xl border border-gray-100 p-5">
      <h2 id="locked-roles" className="text-xl font-semibold">
        Roles
      </h2>
      <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="roles-locked">
        {people} applied to this call, so its roles and screening questions can no longer be changed. To cast other
        roles,{" "}
        <Link href={callDuplicatePath(call.id)} className="font-semibold underline">
          post a copy of this call
        </Link>{" "}
        and change the copy.
      </p>
      <ul className="grid gap-2">
        {roles.map((role, index) => (
          <li key={index} className="rounded-xl bg-gray-50 p-3 text-sm">
            <span className="font-semibold">{role.name}</span> · {role.subcategory} ·{" "}
            {roleWho({ gender: String(role.gender), ageMin: whole(role.ageMin), ageMax: whole(role.ageMax) })} ·{" "}
            {rolePay({ paid: Boolean(role.paid), payMin: whole(role.payMin), payMax: whole(role.payMax) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface RoleProps {
  index: number;
  register: Register;
  control: Control<CallInput>;
  errors?: FieldErrors<CallInput["roles"][number]>;
  onRemove?: () => void;
}

/** One role of the call: who is wanted, how many, and the pay (or Unpaid). */
function RoleFields({ index, register, control, errors, onRemove }: RoleProps) {
  const name = <K extends keyof CallInput["roles"][number]>(key: K) => `roles.${index}.${key}` as const;
  const category = findCategory(String(useWatch({ control, name: name("category") }) ?? ""));
  const paid = useWatch({ control, name: name("paid") });
  return (
    <div className={SECTION} data-testid="role-fields">
      <div className={`${WIDE} flex items-center justify-between`}>
        <h3 className="font-semibold">Role {index + 1}</h3>
        {onRemove && (
          <button type="button" onClick={onRemove} className="text-sm text-red-700 underline">
            Remove role {index + 1}
          </button>
        )}
      </div>
      <Field label="Role name" error={errors?.name?.message} required>
        {(a11y) => <input {...a11y} {...register(name("name"))} className={inputClass} />}
      </Field>
      <Field label="Openings" error={errors?.openings?.message} required>
        {(a11y) => <input {...a11y} {...register(name("openings"))} type="number" min={1} className={inputClass} />}
      </Field>
      <Field label="Category" error={errors?.category?.message} required>
        {(a11y) => (
          <select {...a11y} {...register(name("category"))} className={inputClass}>
            {CATEGORIES.map((c) => (
              <option key={c.name}>{c.name}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Subcategory" error={errors?.subcategory?.message} required>
        {(a11y) => (
          <select {...a11y} {...register(name("subcategory"))} className={inputClass}>
            <option value="">Select subcategory</option>
            {category?.subcategories.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Gender" error={errors?.gender?.message}>
        {(a11y) => (
          <select {...a11y} {...register(name("gender"))} className={inputClass}>
            {ROLE_GENDERS.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Age from" error={errors?.ageMin?.message}>
          {(a11y) => <input {...a11y} {...register(name("ageMin"))} type="number" min={0} className={inputClass} />}
        </Field>
        <Field label="Age to" error={errors?.ageMax?.message}>
          {(a11y) => <input {...a11y} {...register(name("ageMax"))} type="number" min={0} className={inputClass} />}
        </Field>
      </div>
      <div className={WIDE}>
        <Field label="Languages" error={errors?.languages?.message} hint="Optional, separated by commas">
          {(a11y) => <input {...a11y} {...register(name("languages"))} className={inputClass} />}
        </Field>
      </div>
      <label className={`${WIDE} flex items-center gap-2 text-sm font-medium`}>
        <input type="checkbox" {...register(name("paid"))} className={BOX} /> Paid role (unpaid roles are labelled
        “Unpaid” everywhere)
      </label>
      {Boolean(paid) && (
        <>
          <Field label="Pay from (₹)" error={errors?.payMin?.message} required>
            {(a11y) => <input {...a11y} {...register(name("payMin"))} type="number" min={0} className={inputClass} />}
          </Field>
          <Field label="Pay up to (₹)" error={errors?.payMax?.message} hint="Optional">
            {(a11y) => <input {...a11y} {...register(name("payMax"))} type="number" min={0} className={inputClass} />}
          </Field>
        </>
      )}
      <div className={WIDE}>
        <Field label="About the role" error={errors?.description?.message} required>
          {(a11y) => <textarea {...a11y} {...register(name("description"))} rows={3} className={inputClass} />}
        </Field>
      </div>
    </div>
  );
}
