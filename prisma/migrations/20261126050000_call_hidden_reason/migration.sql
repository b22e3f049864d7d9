-- A call hidden by an admin keeps the admin's reason, for its poster; calls hidden before keep the reason the
-- audit log recorded for their latest hiding.
-- AlterTable
ALTER TABLE "CastingCall" ADD COLUMN "hiddenReason" TEXT;

UPDATE "CastingCall" AS c
SET "hiddenReason" = (
  SELECT a."reason" FROM "AdminAction" AS a
  WHERE a."action" = 'hide-call' AND a."targetType" = 'call' AND a."targetId" = c."id"
  ORDER BY a."createdAt" DESC, a."id" DESC
  LIMIT 1
)
WHERE c."hiddenAt" IS NOT NULL;
