import { useTranslations } from "#words";
import type { VideoAnswer } from "@/lib/media/video-answer";
import { mediaUrl } from "@/lib/storage/urls";

/** A member's ready videos: the MP4 behind its poster, nothing fetched until played. */
export function Videos({ videos, name, empty }: { videos: VideoAnswer[]; name: string; empty: string }) {
  const t = useTranslations("Profile");
  if (!videos.length) return <p className="text-gray-600">{empty}</p>;
  return (
    <div className="grid gap-4">
      {videos.map((video) => (
        <video
          key={video.url ?? undefined}
          controls
          preload="none"
          poster={video.posterUrl ?? undefined}
          width={video.width ?? undefined}
          height={video.height ?? undefined}
          className="h-auto max-h-[400px] w-full rounded-xl bg-black"
          aria-label={t("media.showReel", { name })}
        >
          <source src={video.url ?? undefined} />
        </video>
      ))}
    </div>
  );
}

export function Portfolio({ path, empty }: { path: string | null; empty: string }) {
  const t = useTranslations("Profile");
  if (!path) return <p className="text-gray-600">{empty}</p>;
  return (
    <a
      href={mediaUrl(path)}
      className="inline-flex items-center gap-2 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      download
    >
      {t("media.downloadPortfolio", { type: path.split(".").pop()?.toUpperCase() ?? "" })}
    </a>
  );
}

const kindOf = (path: string) => path.split(".").pop()?.toUpperCase() ?? "file";

/** A member's previous work samples (documents, spreadsheets, pictures), each to open or download. */
export function WorkSamples({ paths }: { paths: string[] }) {
  const t = useTranslations("Profile");
  return (
    <ul className="grid gap-2" data-testid="work-samples">
      {paths.map((path, i) => (
        <li key={path}>
          <a
            href={mediaUrl(path)}
            className="inline-flex items-center gap-2 rounded-lg border border-gray-200 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
            download
          >
            {t("media.workSample", { number: i + 1, type: kindOf(path) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
