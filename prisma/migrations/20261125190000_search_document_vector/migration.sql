-- The searched text's word vector, stored: a search matching word prefixes reads it instead of computing
-- to_tsvector for every row it looks at (the planner underestimates that cost and often scans the table).
ALTER TABLE "SearchProfile"
  ADD COLUMN "documentVector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "document")) STORED;

DROP INDEX IF EXISTS "SearchProfile_document_fts_idx";
CREATE INDEX "SearchProfile_documentVector_idx" ON "SearchProfile" USING GIN ("documentVector");
