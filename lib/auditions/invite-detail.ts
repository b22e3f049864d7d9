import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";

// What an invitation's notices, calendar file and its invitee's page read of it.

export const INVITE_DETAIL = {
  id: true,
  status: true,
  note: true,
  sequence: true,
  answeredAt: true,
  remindedAt: true,
  updatedAt: true,
  slot: { select: { id: true, startsAt: true, endsAt: true } },
  session: {
    select: {
      id: true,
      place: true,
      link: true,
      cancelledAt: true,
      call: {
        select: { id: true, title: true, projectTitle: true, organization: { select: { name: true, ownerId: true } } },
      },
    },
  },
  application: {
    select: {
      id: true,
      applicantId: true,
      role: { select: { name: true } },
      // The invitee's language: their calendar file's (a minor's parent or guardian reads the child's).
      applicant: { select: { name: true, locale: true } },
    },
  },
} as const satisfies Prisma.AuditionInviteSelect;

export type InviteDetail = Prisma.AuditionInviteGetPayload<{ select: typeof INVITE_DETAIL }>;
