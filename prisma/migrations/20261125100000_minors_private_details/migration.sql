-- Minors and private details: a parent or guardian holds a minor's account, a minor's profile has no
-- intimate-content preferences or body measurements, and adults choose whether verified casting teams see
-- theirs.

-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'CONFIRM_GUARDIAN';

-- AlterTable
ALTER TABLE "User" ADD COLUMN "awaitingGuardian" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "sharePrivateDetails" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Guardian" (
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Guardian_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Who is a minor today (India time): a Child Artist, or anyone whose date of birth is under 18 years ago.
CREATE TEMPORARY TABLE "_minors" AS
SELECT u."id"
FROM "User" u
LEFT JOIN "SearchProfile" s ON s."userId" = u."id"
LEFT JOIN "ArtistProfile" a ON a."userId" = u."id"
WHERE u."accountType" = 'TALENT'
  AND (
    u."subcategory" = 'Child Artist'
    OR COALESCE(a."dateOfBirth", s."dateOfBirth")
       > (((now() AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date - interval '18 years')
  );

-- A minor's profile never holds intimate-content preferences or body measurements.
UPDATE "ArtistProfile"
SET "measurements" = '{"brust": false, "waist": false, "hips": false}'::jsonb,
    "comfortLevel" = '{"onScreenKiss": false, "onScreenSmooch": false, "loveMaking": false}'::jsonb,
    "interests" = "interests" || '{"bikiniShoots": false, "lingerieShoots": false, "swimSuits": false, "bodyPaintShoots": false, "semiNude": false, "nudeShoot": false}'::jsonb,
    "outfitPreferences" = "outfitPreferences" || '{"bikini": false, "boldScenes": false}'::jsonb
WHERE "userId" IN (SELECT "id" FROM "_minors");

-- Minors already here have no guardian on record: their profiles leave listings, search and the sitemap until
-- a parent or guardian confirms (Settings -> Parent or guardian).
UPDATE "User" SET "awaitingGuardian" = true WHERE "id" IN (SELECT "id" FROM "_minors");
DELETE FROM "SearchProfile" WHERE "userId" IN (SELECT "id" FROM "_minors");
DROP TABLE "_minors";
