-- A GIN index queues new entries in a pending list, which every search reads linearly until the list
-- is merged (by VACUUM, or by the insert that fills it: 4 MB by default). After a bulk load the lists of
-- SearchProfile held up to 100,000 entries, and a search through them cost 12 ms where the merged index
-- answers in 0.2. A 64 kB list keeps the cost of reading it small; a save pays about 0.6 ms more for it.
ALTER INDEX "SearchProfile_languages_idx" SET (gin_pending_list_limit = 64);
ALTER INDEX "SearchProfile_skills_idx" SET (gin_pending_list_limit = 64);
ALTER INDEX "SearchProfile_document_idx" SET (gin_pending_list_limit = 64);
ALTER INDEX "SearchProfile_keywords_idx" SET (gin_pending_list_limit = 64);
ALTER INDEX "SearchProfile_nameKeys_idx" SET (gin_pending_list_limit = 64);
ALTER INDEX "SearchProfile_documentVector_idx" SET (gin_pending_list_limit = 64);

SELECT gin_clean_pending_list('"SearchProfile_languages_idx"'::regclass);
SELECT gin_clean_pending_list('"SearchProfile_skills_idx"'::regclass);
SELECT gin_clean_pending_list('"SearchProfile_document_idx"'::regclass);
SELECT gin_clean_pending_list('"SearchProfile_keywords_idx"'::regclass);
SELECT gin_clean_pending_list('"SearchProfile_nameKeys_idx"'::regclass);
SELECT gin_clean_pending_list('"SearchProfile_documentVector_idx"'::regclass);
