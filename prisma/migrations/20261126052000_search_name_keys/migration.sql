-- The spelling keys of a member's name words (lib/search/spelling.ts), so that a search for Laxmi finds
-- Lakshmi and one for Bhavna finds Bhavana: matched by equality through their own index. Rows written
-- before this get their keys from the back-fill at start (lib/search/facts.ts INDEX_VERSION 3).

-- AlterTable
ALTER TABLE "SearchProfile" ADD COLUMN "nameKeys" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "SearchProfile_nameKeys_idx" ON "SearchProfile" USING GIN ("nameKeys");
