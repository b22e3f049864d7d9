-- CreateEnum
CREATE TYPE "UploadPurpose" AS ENUM ('PROFILE_VIDEO', 'SELF_TAPE', 'TAPE', 'SIDES');

-- CreateEnum
CREATE TYPE "UploadState" AS ENUM ('RECEIVING', 'FINISHED');

-- CreateTable
CREATE TABLE "ResumableUpload" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" "UploadPurpose" NOT NULL,
    "filename" TEXT NOT NULL,
    "filetype" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "state" "UploadState" NOT NULL DEFAULT 'RECEIVING',
    "mimeType" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ResumableUpload_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ResumableUpload_userId_state_idx" ON "ResumableUpload"("userId", "state");

-- CreateIndex
CREATE INDEX "ResumableUpload_createdAt_idx" ON "ResumableUpload"("createdAt");

-- AddForeignKey
ALTER TABLE "ResumableUpload" ADD CONSTRAINT "ResumableUpload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
