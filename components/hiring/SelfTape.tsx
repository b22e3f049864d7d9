import { useTranslations } from "#words";
import type { VideoAnswer } from "@/lib/media/video-answer";

/** A length as a player shows it: 0:42, 3:05. */
const clockLength = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

/** An application's self-tape in triage: its poster, played in place; or why it cannot be yet. */
export function SelfTape({ video }: { video: VideoAnswer }) {
  const t = useTranslations("TriageClient");
  if (video.status !== "ready")
    return (
      <p className="mt-4 rounded-lg bg-gray-50 p-3 text-sm text-gray-700" data-testid="self-tape-state">
        {t(video.status === "processing" ? "card.tapeProcessing" : "card.tapeFailed")}
      </p>
    );
  return (
    <figure className="mt-4">
      <video
        controls
        preload="none"
        poster={video.posterUrl ?? undefined}
        src={video.url ?? undefined}
        width={video.width ?? undefined}
        height={video.height ?? undefined}
        className="aspect-video h-auto w-full rounded-lg bg-black"
      >
        <track kind="captions" />
      </video>
      {video.durationSeconds !== null && (
        <figcaption className="mt-1 text-xs text-gray-500">
          {t("card.tapeLength", { duration: clockLength(video.durationSeconds) })}
        </figcaption>
      )}
    </figure>
  );
}
