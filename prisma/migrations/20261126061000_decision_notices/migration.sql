-- A decision on an application is told to the applicant after a delay, so that the casting team can undo it
-- meanwhile: the pending notice lives on the row (it survives a restart), and a sweep sends the due ones.
-- AlterTable
ALTER TABLE "Application" ADD COLUMN "noticeDueAt" TIMESTAMP(3),
ADD COLUMN "toldStatus" "ApplicationStatus",
ADD COLUMN "undoStatus" "ApplicationStatus";

-- CreateIndex
CREATE INDEX "Application_noticeDueAt_idx" ON "Application"("noticeDueAt");
