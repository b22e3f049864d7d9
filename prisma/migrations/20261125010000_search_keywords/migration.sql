-- The short part of a member's search text in which typos are forgiven (name, subcategory, city,
-- languages): similarity over the whole document cost ten times as much. Rows written before this get
-- their keywords from the back-fill at start (lib/search/facts.ts INDEX_VERSION 2).

-- AlterTable
ALTER TABLE "SearchProfile" ADD COLUMN "keywords" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SearchProfile" ALTER COLUMN "keywords" DROP DEFAULT;

-- CreateIndex
CREATE INDEX "SearchProfile_keywords_idx" ON "SearchProfile" USING GIN ("keywords" gin_trgm_ops);
