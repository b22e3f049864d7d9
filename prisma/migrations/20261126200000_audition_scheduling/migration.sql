-- Audition scheduling: sessions of slots on a call, and the applicants invited to them with their answers.
-- CreateEnum
CREATE TYPE "InviteStatus" AS ENUM ('AWAITING', 'CONFIRMED', 'DECLINED', 'RESCHEDULE');

-- CreateTable
CREATE TABLE "AuditionSession" (
    "id" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "startMinute" INTEGER NOT NULL,
    "endMinute" INTEGER NOT NULL,
    "slotMinutes" INTEGER NOT NULL,
    "perSlot" INTEGER NOT NULL,
    "breaks" JSONB NOT NULL DEFAULT '[]',
    "place" TEXT,
    "link" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuditionSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditionSlot" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "capacity" INTEGER NOT NULL,

    CONSTRAINT "AuditionSlot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditionInvite" (
    "id" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "slotId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "status" "InviteStatus" NOT NULL DEFAULT 'AWAITING',
    "note" TEXT NOT NULL DEFAULT '',
    "answeredAt" TIMESTAMP(3),
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "remindedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuditionInvite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditionSession_callId_day_idx" ON "AuditionSession"("callId", "day");

-- CreateIndex
CREATE INDEX "AuditionSlot_sessionId_startsAt_idx" ON "AuditionSlot"("sessionId", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "AuditionInvite_sessionId_applicationId_key" ON "AuditionInvite"("sessionId", "applicationId");

-- CreateIndex
CREATE INDEX "AuditionInvite_slotId_idx" ON "AuditionInvite"("slotId");

-- CreateIndex
CREATE INDEX "AuditionInvite_applicationId_idx" ON "AuditionInvite"("applicationId");

-- AddForeignKey
ALTER TABLE "AuditionSession" ADD CONSTRAINT "AuditionSession_callId_fkey" FOREIGN KEY ("callId") REFERENCES "CastingCall"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditionSlot" ADD CONSTRAINT "AuditionSlot_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "AuditionSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditionInvite" ADD CONSTRAINT "AuditionInvite_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "AuditionSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditionInvite" ADD CONSTRAINT "AuditionInvite_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "AuditionSlot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditionInvite" ADD CONSTRAINT "AuditionInvite_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
