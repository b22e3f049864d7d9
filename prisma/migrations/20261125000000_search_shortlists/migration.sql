-- Trigram similarity for free-text search (typos, partial words). Trusted: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "Availability" AS ENUM ('AVAILABLE', 'ON_SHOOT', 'NOT_AVAILABLE');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "availability" "Availability" NOT NULL DEFAULT 'AVAILABLE',
ADD COLUMN "busyUntil" DATE;

-- AlterTable
ALTER TABLE "ArtistProfile" ADD COLUMN "skills" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "SearchProfile" (
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "subcategory" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "city" TEXT,
    "cityKey" TEXT,
    "dateOfBirth" DATE,
    "heightCm" INTEGER,
    "weightKg" INTEGER,
    "languages" TEXT[],
    "skills" TEXT[],
    "skinTone" TEXT,
    "availability" "Availability" NOT NULL,
    "busyUntil" DATE,
    "hasPicture" BOOLEAN NOT NULL,
    "hasShowreel" BOOLEAN NOT NULL,
    "hasPortfolio" BOOLEAN NOT NULL,
    "verified" BOOLEAN NOT NULL,
    "completeness" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "profilePic" TEXT,
    "cardPic" TEXT,
    "document" TEXT NOT NULL,
    "profileUpdatedAt" TIMESTAMP(3) NOT NULL,
    "indexVersion" INTEGER NOT NULL,

    CONSTRAINT "SearchProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Shortlist" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Shortlist_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShortlistItem" (
    "shortlistId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShortlistItem_pkey" PRIMARY KEY ("shortlistId","memberId")
);

-- CreateTable
CREATE TABLE "LookBook" (
    "id" TEXT NOT NULL,
    "shortlistId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LookBook_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SearchProfile_category_subcategory_rank_profileUpdatedAt_us_idx" ON "SearchProfile"("category", "subcategory", "rank" DESC, "profileUpdatedAt" DESC, "userId" DESC);

-- CreateIndex
CREATE INDEX "SearchProfile_category_subcategory_profileUpdatedAt_userId_idx" ON "SearchProfile"("category", "subcategory", "profileUpdatedAt" DESC, "userId" DESC);

-- CreateIndex
CREATE INDEX "SearchProfile_category_rank_profileUpdatedAt_userId_idx" ON "SearchProfile"("category", "rank" DESC, "profileUpdatedAt" DESC, "userId" DESC);

-- CreateIndex
CREATE INDEX "SearchProfile_rank_profileUpdatedAt_userId_idx" ON "SearchProfile"("rank" DESC, "profileUpdatedAt" DESC, "userId" DESC);

-- CreateIndex
CREATE INDEX "SearchProfile_profileUpdatedAt_userId_idx" ON "SearchProfile"("profileUpdatedAt" DESC, "userId" DESC);

-- CreateIndex
CREATE INDEX "SearchProfile_completeness_profileUpdatedAt_userId_idx" ON "SearchProfile"("completeness" DESC, "profileUpdatedAt" DESC, "userId" DESC);

-- CreateIndex
CREATE INDEX "SearchProfile_cityKey_idx" ON "SearchProfile"("cityKey");

-- CreateIndex
CREATE INDEX "SearchProfile_dateOfBirth_idx" ON "SearchProfile"("dateOfBirth");

-- CreateIndex
CREATE INDEX "SearchProfile_heightCm_idx" ON "SearchProfile"("heightCm");

-- CreateIndex
CREATE INDEX "SearchProfile_languages_idx" ON "SearchProfile" USING GIN ("languages");

-- CreateIndex
CREATE INDEX "SearchProfile_skills_idx" ON "SearchProfile" USING GIN ("skills");

-- CreateIndex
CREATE INDEX "SearchProfile_document_idx" ON "SearchProfile" USING GIN ("document" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SearchProfile_indexVersion_idx" ON "SearchProfile"("indexVersion");

-- Full-text search over the same document (an expression index, which Prisma's schema cannot describe;
-- lib/search/engine.ts queries exactly this expression).
CREATE INDEX "SearchProfile_document_fts_idx" ON "SearchProfile" USING GIN (to_tsvector('simple'::regconfig, "document"));

-- CreateIndex
CREATE INDEX "Shortlist_ownerId_updatedAt_idx" ON "Shortlist"("ownerId", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "ShortlistItem_shortlistId_position_idx" ON "ShortlistItem"("shortlistId", "position");

-- CreateIndex
CREATE INDEX "ShortlistItem_memberId_idx" ON "ShortlistItem"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "LookBook_tokenHash_key" ON "LookBook"("tokenHash");

-- CreateIndex
CREATE INDEX "LookBook_shortlistId_createdAt_idx" ON "LookBook"("shortlistId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "SearchProfile" ADD CONSTRAINT "SearchProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shortlist" ADD CONSTRAINT "Shortlist_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShortlistItem" ADD CONSTRAINT "ShortlistItem_shortlistId_fkey" FOREIGN KEY ("shortlistId") REFERENCES "Shortlist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShortlistItem" ADD CONSTRAINT "ShortlistItem_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LookBook" ADD CONSTRAINT "LookBook_shortlistId_fkey" FOREIGN KEY ("shortlistId") REFERENCES "Shortlist"("id") ON DELETE CASCADE ON UPDATE CASCADE;
