-- How each member wants saved-search alerts (mail, WhatsApp), which alerts went in a digest, and the digests'
-- scan of what is due.
-- CreateTable
CREATE TABLE "AlertPreferences" (
    "userId" TEXT NOT NULL,
    "mail" BOOLEAN NOT NULL DEFAULT true,
    "whatsapp" BOOLEAN NOT NULL DEFAULT false,
    "whatsappNumber" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AlertPreferences_pkey" PRIMARY KEY ("userId")
);

-- AlterTable
ALTER TABLE "SavedSearchAlert" ADD COLUMN "digest" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "SavedSearch_frequency_alertedAt_idx" ON "SavedSearch"("frequency", "alertedAt");

-- AddForeignKey
ALTER TABLE "AlertPreferences" ADD CONSTRAINT "AlertPreferences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
