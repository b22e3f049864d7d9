-- Saved searches (issue 32): a member's search of calls or of talent, kept with how often it alerts.
-- CreateEnum
CREATE TYPE "SavedSearchKind" AS ENUM ('calls', 'talent');

-- CreateEnum
CREATE TYPE "AlertFrequency" AS ENUM ('instant', 'daily', 'weekly', 'off');

-- CreateTable
CREATE TABLE "SavedSearch" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "SavedSearchKind" NOT NULL,
    "name" TEXT NOT NULL,
    "params" TEXT NOT NULL,
    "frequency" "AlertFrequency" NOT NULL,
    "alertedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedSearch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SavedSearch_userId_kind_params_key" ON "SavedSearch"("userId", "kind", "params");

-- CreateIndex
CREATE INDEX "SavedSearch_userId_createdAt_idx" ON "SavedSearch"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "SavedSearch_kind_frequency_idx" ON "SavedSearch"("kind", "frequency");

-- AddForeignKey
ALTER TABLE "SavedSearch" ADD CONSTRAINT "SavedSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
