// A multipart upload reports one fraction for the whole body; its files go out one after another in the
// order they were appended, so each file's share of that fraction tells how far along it is.

/** How much of each file (0..1) has been sent when `fraction` of all of them has. */
export function progressByFile(files: readonly File[], fraction: number): Map<File, number> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  let sent = Math.min(Math.max(fraction, 0), 1) * total;
  const progress = new Map<File, number>();
  for (const file of files) {
    const share = file.size ? Math.min(sent, file.size) / file.size : sent > 0 || fraction >= 1 ? 1 : 0;
    progress.set(file, share);
    sent = Math.max(sent - file.size, 0);
  }
  return progress;
}

/** Whether a dropped file is one an input's `accept` list takes (MIME types, `type/*`, extensions). */
export function accepts(accept: string, file: File): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith(".")
        ? name.endsWith(entry)
        : entry.endsWith("/*")
          ? type.startsWith(entry.slice(0, -1))
          : type === entry,
    );
}
