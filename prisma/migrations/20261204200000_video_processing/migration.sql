-- CreateEnum
CREATE TYPE "MediaStatus" AS ENUM ('PROCESSING', 'READY', 'FAILED');

-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "claimedAt" TIMESTAMP(3),
ADD COLUMN     "durationSeconds" DOUBLE PRECISION,
ADD COLUMN     "failure" TEXT,
ADD COLUMN     "originalPath" TEXT,
ADD COLUMN     "posterPath" TEXT,
ADD COLUMN     "processedAt" TIMESTAMP(3),
ADD COLUMN     "status" "MediaStatus" NOT NULL DEFAULT 'READY';

-- CreateIndex
CREATE UNIQUE INDEX "Media_originalPath_key" ON "Media"("originalPath");

-- CreateIndex
CREATE INDEX "Media_status_claimedAt_idx" ON "Media"("status", "claimedAt");

-- CreateIndex
CREATE INDEX "Media_processedAt_idx" ON "Media"("processedAt");
