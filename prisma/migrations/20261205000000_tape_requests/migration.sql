-- AlterEnum
ALTER TYPE "MediaKind" ADD VALUE 'SIDES';

-- CreateTable
CREATE TABLE "TapeRequest" (
    "id" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "instructions" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "sidesId" TEXT,
    "tapeId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "submittedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TapeRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TapeRequest_applicationId_key" ON "TapeRequest"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "TapeRequest_tapeId_key" ON "TapeRequest"("tapeId");

-- CreateIndex
CREATE INDEX "TapeRequest_callId_createdAt_idx" ON "TapeRequest"("callId", "createdAt");

-- CreateIndex
CREATE INDEX "TapeRequest_sidesId_idx" ON "TapeRequest"("sidesId");

-- AddForeignKey
ALTER TABLE "TapeRequest" ADD CONSTRAINT "TapeRequest_callId_fkey" FOREIGN KEY ("callId") REFERENCES "CastingCall"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TapeRequest" ADD CONSTRAINT "TapeRequest_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TapeRequest" ADD CONSTRAINT "TapeRequest_sidesId_fkey" FOREIGN KEY ("sidesId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TapeRequest" ADD CONSTRAINT "TapeRequest_tapeId_fkey" FOREIGN KEY ("tapeId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;
