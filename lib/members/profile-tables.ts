import "server-only";
import type { ProfileKind } from "../catalog.ts";
import type { Prisma } from "../generated/prisma/client.ts";

/** The Prisma model that holds each kind of profile (one table per category, keyed by userId). */
export const PROFILE_TABLE = {
  artist: "artistProfile",
  technician: "technicianProfile",
  musician: "musicianProfile",
  writerDirector: "writerDirectorProfile",
  cameraUnit: "cameraUnitProfile",
  location: "locationProfile",
} as const satisfies Record<ProfileKind, keyof Prisma.TransactionClient>;

export type ProfileTableName = (typeof PROFILE_TABLE)[ProfileKind];

interface ProfileDelegate {
  findUnique(args: { where: { userId: string } }): Promise<Record<string, unknown> | null>;
  findMany(args: { where: { userId: { in: string[] } } }): Promise<Record<string, unknown>[]>;
  upsert(args: {
    where: { userId: string };
    create: Record<string, unknown>;
    update: Record<string, unknown>;
  }): Promise<unknown>;
  createMany(args: { data: object[] }): Promise<unknown>;
}

/** The delegate of a kind's table. The six tables differ in columns only; callers pass checked rows. */
export function profileTable(client: Record<ProfileTableName, unknown>, kind: ProfileKind): ProfileDelegate {
  return client[PROFILE_TABLE[kind]] as ProfileDelegate;
}
