import type { PublicImage } from "@/lib/profiles/public";
import { mediaUrl } from "@/lib/media/client/urls";

/** Masonry gallery: 3 columns, 2 under 992 px, 1 under 576 px; small WebP variants, never originals. */
export function Gallery({ images, name, empty }: { images: PublicImage[]; name: string; empty: string }) {
  if (!images.length) return <p className="text-gray-600">{empty}</p>;
  return (
    <ul className="columns-1 gap-4 min-[576px]:columns-2 min-[992px]:columns-3" data-testid="gallery">
      {images.map((image, i) => (
        <li key={image.path} className="mb-4 break-inside-avoid">
          <img
            src={mediaUrl(image.gallery ?? image.path)}
            alt={`${name}, photo ${i + 1}`}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="w-full rounded-xl"
          />
        </li>
      ))}
    </ul>
  );
}
