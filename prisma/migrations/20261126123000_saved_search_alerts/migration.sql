-- What each saved search has alerted its member to, so that nothing is sent twice (retries, two instances).
-- CreateTable
CREATE TABLE "SavedSearchAlert" (
    "savedSearchId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedSearchAlert_pkey" PRIMARY KEY ("savedSearchId","itemId")
);

-- CreateIndex
CREATE INDEX "SavedSearchAlert_createdAt_idx" ON "SavedSearchAlert"("createdAt");

-- AddForeignKey
ALTER TABLE "SavedSearchAlert" ADD CONSTRAINT "SavedSearchAlert_savedSearchId_fkey" FOREIGN KEY ("savedSearchId") REFERENCES "SavedSearch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
