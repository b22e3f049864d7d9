-- A WhatsApp number gets alerts only once its member confirms it with a code sent there.
-- AlterTable
ALTER TABLE "AlertPreferences" ADD COLUMN "pendingNumber" TEXT,
ADD COLUMN "codeHash" TEXT,
ADD COLUMN "codeExpiresAt" TIMESTAMP(3),
ADD COLUMN "codeTries" INTEGER NOT NULL DEFAULT 0;
