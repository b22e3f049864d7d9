-- CreateEnum
CREATE TYPE "AccountType" AS ENUM ('TALENT', 'HIRER');

-- CreateEnum
CREATE TYPE "CallStatus" AS ENUM ('OPEN', 'CLOSED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "accountType" "AccountType" NOT NULL DEFAULT 'TALENT';

-- CreateTable
CREATE TABLE "Organization" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "website" TEXT,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Follow" (
    "userId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Follow_pkey" PRIMARY KEY ("userId","organizationId")
);

-- CreateTable
CREATE TABLE "CastingCall" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "projectTitle" TEXT NOT NULL,
    "projectType" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "shootStart" DATE,
    "shootEnd" DATE,
    "description" TEXT NOT NULL,
    "auditionType" TEXT NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "questions" TEXT[],
    "requiresSelfTape" BOOLEAN NOT NULL DEFAULT false,
    "requiresPortfolio" BOOLEAN NOT NULL DEFAULT false,
    "status" "CallStatus" NOT NULL DEFAULT 'OPEN',
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CastingCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Role" (
    "id" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "subcategory" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "ageMin" INTEGER,
    "ageMax" INTEGER,
    "languages" TEXT[],
    "openings" INTEGER NOT NULL,
    "paid" BOOLEAN NOT NULL,
    "payMin" INTEGER,
    "payMax" INTEGER,
    "description" TEXT NOT NULL,

    CONSTRAINT "Role_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "User_accountType_category_subcategory_createdAt_id_idx" ON "User"("accountType", "category", "subcategory", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "Organization_ownerId_key" ON "Organization"("ownerId");

-- CreateIndex
CREATE INDEX "Organization_createdAt_id_idx" ON "Organization"("createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Follow_organizationId_idx" ON "Follow"("organizationId");

-- CreateIndex
CREATE INDEX "CastingCall_status_deadline_idx" ON "CastingCall"("status", "deadline");

-- CreateIndex
CREATE INDEX "CastingCall_status_createdAt_id_idx" ON "CastingCall"("status", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "CastingCall_organizationId_createdAt_idx" ON "CastingCall"("organizationId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Role_callId_position_idx" ON "Role"("callId", "position");

-- CreateIndex
CREATE INDEX "Role_category_subcategory_idx" ON "Role"("category", "subcategory");

-- AddForeignKey
ALTER TABLE "Organization" ADD CONSTRAINT "Organization_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Follow" ADD CONSTRAINT "Follow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Follow" ADD CONSTRAINT "Follow_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CastingCall" ADD CONSTRAINT "CastingCall_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Role" ADD CONSTRAINT "Role_callId_fkey" FOREIGN KEY ("callId") REFERENCES "CastingCall"("id") ON DELETE CASCADE ON UPDATE CASCADE;
