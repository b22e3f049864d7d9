-- The old artist form ticked interests and work locations for every new member. Whose stored choices came only
-- from those defaults cannot be told apart: every artist profile that exists now is marked, and start-up work
-- (lib/profiles/choices-review.ts) clears a minor's defaults (telling the guardian) and asks an adult to review.
-- CreateEnum
CREATE TYPE "ChoicesReview" AS ENUM ('PENDING', 'DUE');

-- AlterTable
ALTER TABLE "ArtistProfile" ADD COLUMN "choicesReview" "ChoicesReview";

-- CreateIndex
CREATE INDEX "ArtistProfile_choicesReview_idx" ON "ArtistProfile"("choicesReview");

UPDATE "ArtistProfile" SET "choicesReview" = 'PENDING';
