"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { useCallback, useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { findCategory } from "@/lib/catalog";
import { progressByFile } from "@/lib/media/client/file-progress";
import { prepareImage } from "@/lib/media/client/prepare-image";
import { toFormValues } from "@/lib/profiles/definition";
import { formFor } from "@/lib/profiles/kinds";
import type { ProfileRecord } from "@/lib/profiles/records";
import { postMultipart } from "@/lib/client/upload";
import { buttonClass } from "../forms/Field";
import { FieldControl } from "./FieldControl";
import { ImagePicker, PortfolioPicker, SamplesPicker, VideoPicker } from "./FilePickers";
import { useMediaActions } from "./media-actions";
import { useUploadErrorText } from "@/lib/media/client/upload-errors";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";
import type { FormWords } from "./form-words";
import { onItsWay, type ResumableState } from "@/lib/uploads/client/use-resumable-upload";

type Values = Record<string, unknown>;

interface Props {
  userId: string;
  /** The member's name as given at sign-up: a new form's full name starts with it. */
  name: string;
  category: string;
  gender: string;
  record: ProfileRecord["record"];
  media: ProfileRecord["media"];
  /** A minor's form has no measurements and no intimate-content options. */
  minor: boolean;
  /** The form's words in the page's language (components/settings/form-words.ts). */
  words: FormWords;
  /** The show reel's largest size and length (the server's upload limits). */
  videoLimits: { maxBytes: number; maxMinutes: number };
}

/**
 * The settings form of a member's category: one component for all seven forms, driven by their definitions.
 * Save waits for the page to hydrate: before that the browser's own submit would put the fields in the address.
 */
export function ProfileForm({ userId, name, category, gender, record, media, minor, words, videoLimits }: Props) {
  const t = useTranslations("SettingsClient");
  const tu = useTranslations("UploadsClient");
  const errorText = useFormErrorText();
  const uploadText = useUploadErrorText();
  const router = useRouter();
  const hydrated = useHydrated();
  const found = findCategory(category);
  const definition = formFor(found?.kind, gender, minor)!;
  const apiPath = found!.apiPath;
  const initial = useMemo(() => toFormValues(definition, record, { fullName: name }), [definition, record, name]);
  const { register, handleSubmit, formState, reset, setError, setValue } = useForm<Values>({
    resolver: zodResolver(definition.schema) as unknown as Resolver<Values>,
    defaultValues: initial,
  });
  const [images, setImages] = useState<File[]>([]);
  /** The show reel on its way or sent (resumable, apart from the save), and its field's error. */
  const [video, setVideo] = useState<{ phase: ResumableState["phase"]; uploadId: string | null }>({
    phase: "idle",
    uploadId: null,
  });
  const [videoError, setVideoError] = useState<string | undefined>();
  const [saves, setSaves] = useState(0);
  const onVideoPhase = useCallback((phase: ResumableState["phase"], uploadId: string | null) => {
    setVideo({ phase, uploadId });
    if (phase === "done" || phase === "idle") setVideoError(undefined);
  }, []);
  const [portfolio, setPortfolio] = useState<File | null>(null);
  const [samples, setSamples] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  /** The profile version this form was loaded from: a save from an older one is refused (409). */
  const [version, setVersion] = useState(record?.version ?? 0);
  const manage = useMediaActions(() => router.refresh());
  const [preparing, setPreparing] = useState(false);

  const addImages = async (picked: File[]) => {
    setPreparing(true);
    try {
      const ready: File[] = [];
      for (const file of picked) {
        const prepared = await prepareImage(file, {
          shadow: definition.kind === "artist",
          words: { tooLarge: t("images.tooLarge"), unreadable: t("images.unreadable") },
        });
        if (prepared) ready.push(prepared); // a picture too large even after compression is dropped, with a toast
      }
      setImages((current) => [...current, ...ready]);
    } finally {
      setPreparing(false);
    }
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (onItsWay(video.phase)) {
        setVideoError(tu("video.wait"));
        toast.error(words.failure, { description: tu("video.wait") });
        return;
      }
      const form = new FormData();
      form.append("userId", userId);
      form.append("version", String(version));
      for (const [name, value] of definition.toMultipart(values)) form.append(name, value);
      images.forEach((file, i) => form.append(`image${i + 1}`, file));
      if (video.uploadId) form.append("videoUploadId", video.uploadId);
      if (portfolio) form.append("pdfUpload", portfolio);
      samples.forEach((file, i) => form.append(`file${i + 1}`, file));
      try {
        setProgress(0);
        const answer = await postMultipart(`/api/${apiPath}/add`, form, setProgress);
        if (answer.status === 409) {
          toast.error(answer.body.message ?? t("profileForm.conflict"), {
            description: t("profileForm.conflictHelp"),
          });
          return;
        }
        if (!answer.ok || !answer.body.success) {
          for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
            if (field === "videoUpload" || field === "videoUploadId") setVideoError(uploadText.field(message));
            else setError(field.split(".")[0], { message: uploadText.field(message) });
          }
          toast.error(words.failure, { description: uploadText.refusal(answer.body) });
          return;
        }
        toast.success(words.success);
        const saved = answer.body[definition.answerKey] as { version?: number } | null;
        if (typeof saved?.version === "number") setVersion(saved.version);
        setImages([]);
        setSaves((count) => count + 1);
        setPortfolio(null);
        setSamples([]);
        if (definition.reloadAfterSave) {
          const fresh = (await fetch(`/api/${apiPath}/${userId}`).then((r) => r.json())) as Record<
            string,
            Record<string, unknown> | null
          >;
          reset(toFormValues(definition, fresh[definition.answerKey]));
        }
        router.refresh();
      } catch (error) {
        toast.error(words.failure, { description: errorText((error as Error).message) });
      } finally {
        setProgress(null);
      }
    },
    () => toast.error(words.failure, { description: t("profileForm.correctFields") }),
  );

  const submitting = formState.isSubmitting;
  // The files in the order onSubmit appends them, which is the order the upload sends them.
  const perFile = useMemo(
    () =>
      progress === null ? null : progressByFile([...images, ...(portfolio ? [portfolio] : []), ...samples], progress),
    [progress, images, portfolio, samples],
  );
  const progressOf = (file: File) => perFile?.get(file);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="text-2xl font-bold">
        {words.title}
      </h2>
      {definition.sections.map((section) => (
        // Closed until the form has hydrated: what is typed before would be set back to the saved values.
        <fieldset
          key={section.title}
          disabled={!hydrated}
          className="grid gap-4 rounded-2xl border border-gray-100 p-5 sm:grid-cols-2"
        >
          <legend className="px-1 text-lg font-semibold">{words.sections[section.title] ?? section.title}</legend>
          {section.fields.map((name) => (
            <FieldControl
              key={name}
              name={name}
              def={definition.fields[name]}
              words={words.fields[name]}
              register={register}
              setValue={setValue}
              initial={initial[name]}
              errors={formState.errors}
              minor={minor}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="grid gap-5 rounded-2xl border border-gray-100 p-5">
        <legend className="px-1 text-lg font-semibold">{t("profileForm.media")}</legend>
        <ImagePicker
          progressOf={progressOf}
          files={images}
          saved={media.images}
          manage={manage}
          busy={preparing}
          onAdd={addImages}
          onRemove={(i) => setImages((c) => c.filter((_, j) => j !== i))}
        />
        <VideoPicker
          saved={media.video}
          manage={manage}
          limits={videoLimits}
          resetKey={saves}
          onPhaseChange={onVideoPhase}
          error={videoError}
        />
        <PortfolioPicker
          progressOf={progressOf}
          file={portfolio}
          saved={media.portfolio}
          manage={manage}
          onPick={setPortfolio}
        />
        {definition.workSamples && (
          <SamplesPicker
            progressOf={progressOf}
            files={samples}
            saved={media.samples}
            manage={manage}
            onAdd={(f) => setSamples((c) => [...c, ...f])}
            onRemove={(i) => setSamples((c) => c.filter((_, j) => j !== i))}
          />
        )}
      </fieldset>
      {progress !== null && (
        <div className="grid gap-1">
          <progress
            value={progress}
            max={1}
            className="w-full accent-brand-600"
            aria-label={t("profileForm.uploadProgress")}
          />
          <span className="text-xs text-gray-600">
            {t("profileForm.uploaded", { percent: String(Math.round(progress * 100)) })}
          </span>
        </div>
      )}
      <div>
        <button type="submit" disabled={!hydrated || submitting || preparing} className={buttonClass}>
          {submitting ? t("profileForm.submitting") : t("profileForm.save")}
        </button>
      </div>
    </form>
  );
}
