"use client";

import { useTranslations } from "#words";
import { useRef, useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { refreshSession } from "@/lib/client/session";
import { toast } from "@/lib/client/toast";
import { prepareImage } from "@/lib/media/client/prepare-image";
import { DEFAULT_AVATAR, DEFAULT_COVER, mediaUrl } from "@/lib/storage/urls";
import { postJson, postMultipart } from "@/lib/client/upload";
import { InterfaceIcon } from "@/components/ui/interface-icons";
import { useUploadErrorText } from "@/lib/media/client/upload-errors";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";

type Which = "profilePic" | "coverPic";

/**
 * Cover and profile picture, each with an upload (pencil) and a delete button. Until the page has hydrated
 * the buttons and file inputs are disabled (dimmed): in the server's HTML a picked file would be dropped.
 */
export function PicturesPanel({ userId, initial }: { userId: string; initial: Record<Which, string | null> }) {
  const t = useTranslations("SettingsClient");
  const errorText = useFormErrorText();
  const uploadText = useUploadErrorText();
  // The words of each picture's toasts and buttons (the toasts: lib/status-messages.ts, word for word in English).
  const words = {
    profilePic: {
      uploaded: t("pictures.profileUploaded"),
      deleted: t("pictures.profileDeleted"),
      upload: t("pictures.uploadProfile"),
      change: t("pictures.changeProfile"),
      remove: t("pictures.deleteProfile"),
    },
    coverPic: {
      uploaded: t("pictures.coverUploaded"),
      deleted: t("pictures.coverDeleted"),
      upload: t("pictures.uploadCover"),
      change: t("pictures.changeCover"),
      remove: t("pictures.deleteCover"),
    },
  };
  const hydrated = useHydrated();
  const [pictures, setPictures] = useState(initial);
  const [busy, setBusy] = useState<Which | null>(null);
  /** Not yet running, or a picture is being sent: the controls wait. */
  const locked = !hydrated || busy !== null;
  const inputs = { profilePic: useRef<HTMLInputElement>(null), coverPic: useRef<HTMLInputElement>(null) };

  const upload = async (which: Which, file: File | undefined) => {
    if (!file) return;
    setBusy(which);
    try {
      const prepared = await prepareImage(file, {
        words: { tooLarge: t("images.tooLarge"), unreadable: t("images.unreadable") },
      });
      if (!prepared) return; // too large even after compression: prepareImage showed the toast
      const form = new FormData();
      form.append("userId", userId);
      form.append(which, prepared);
      const answer = await postMultipart("/api/user/upload-profile", form);
      if (!answer.ok || !answer.body.success) throw new Error(uploadText.refusal(answer.body));
      setPictures((p) => ({ ...p, [which]: String(answer.body[which]) }));
      toast.success(words[which].uploaded);
      // The header's avatar comes from the session: read it again, so that it shows the new picture now.
      if (which === "profilePic") void refreshSession();
    } catch (error) {
      toast.error(t("pictures.uploadFailed"), { description: errorText((error as Error).message) || undefined });
    } finally {
      setBusy(null);
      if (inputs[which].current) inputs[which].current.value = "";
    }
  };

  const remove = async (which: Which) => {
    setBusy(which);
    try {
      const answer = await postJson("/api/user/delete-profile", { userId, imageType: which });
      if (!answer.body.success) {
        toast.error(t("pictures.deleteFailed"));
        return;
      }
      setPictures((p) => ({ ...p, [which]: null }));
      toast.success(words[which].deleted);
      if (which === "profilePic") void refreshSession();
    } catch {
      toast.error(t("pictures.deleteError"));
    } finally {
      setBusy(null);
    }
  };

  const controls = (which: Which) => (
    <div className="flex gap-2">
      <input
        ref={inputs[which]}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        className="sr-only"
        id={`${which}-input`}
        disabled={locked}
        aria-label={words[which].upload}
        onChange={(e) => upload(which, e.target.files?.[0])}
      />
      <button
        type="button"
        disabled={locked}
        onClick={() => inputs[which].current?.click()}
        className="rounded-full bg-white/90 p-2 shadow hover:bg-white disabled:opacity-50"
        title={words[which].change}
      >
        <InterfaceIcon name="pencil" className="h-4 w-4" />
        <span className="sr-only">{words[which].change}</span>
      </button>
      <button
        type="button"
        disabled={locked || !pictures[which]}
        onClick={() => remove(which)}
        className="rounded-full bg-white/90 p-2 shadow hover:bg-white disabled:opacity-50"
        title={words[which].remove}
      >
        <InterfaceIcon name="trash" className="h-4 w-4" />
        <span className="sr-only">{words[which].remove}</span>
      </button>
    </div>
  );

  return (
    <section aria-label={t("pictures.label")} className="relative">
      <img
        src={mediaUrl(pictures.coverPic) ?? DEFAULT_COVER}
        alt={t("pictures.cover")}
        data-testid="cover-picture"
        className="h-40 w-full rounded-2xl object-cover sm:h-56"
      />
      <div className="absolute right-3 top-3">{controls("coverPic")}</div>
      <div className="-mt-14 ml-6 flex items-end gap-3">
        <img
          src={mediaUrl(pictures.profilePic) ?? DEFAULT_AVATAR}
          alt={t("pictures.profile")}
          data-testid="profile-picture"
          className="h-28 w-28 rounded-full border-4 border-white bg-white object-cover shadow"
        />
        {controls("profilePic")}
        {busy && (
          <span role="status" className="text-sm text-gray-600">
            {t("pictures.working")}
          </span>
        )}
      </div>
    </section>
  );
}
