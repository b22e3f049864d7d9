// Sample job cards (spec section 3), flattened from the studios' job entries and ordered by id.
import { STUDIO_ENTRIES, type StudioJobEntry } from "./studios.ts";

export interface Job extends StudioJobEntry {
  /** Name of the studio offering the job. */
  name: string;
  studioId: number;
}

export const JOBS: readonly Job[] = STUDIO_ENTRIES.flatMap((studio) =>
  studio.jobs.map((job) => ({ ...job, name: studio.name, studioId: studio.id })),
).sort((a, b) => a.id - b.id);

export function findJob(id: string | number): Job | undefined {
  return JOBS.find((j) => String(j.id) === String(id));
}

export function jobsOfStudio(studioId: number): Job[] {
  return JOBS.filter((j) => j.studioId === studioId);
}

/** "1 opening", "12 openings". */
export function openingsLabel(count: number): string {
  return count === 1 ? "1 opening" : `${count} openings`;
}
