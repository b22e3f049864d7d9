-- Camera Unit and Locations members rent by the day (or hour): their terms, closed days, booking requests
-- from any member, and the reviews each party leaves after the last day.
-- AlterEnum
ALTER TYPE "ReportTarget" ADD VALUE 'REVIEW';

-- CreateEnum
CREATE TYPE "CancellationPolicy" AS ENUM ('flexible', 'moderate', 'strict');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('requested', 'quoted', 'accepted', 'declined', 'cancelled', 'expired');

-- CreateTable
CREATE TABLE "RentalTerms" (
    "ownerId" TEXT NOT NULL,
    "dayRate" INTEGER NOT NULL,
    "hourlyRate" INTEGER,
    "minimumHours" INTEGER,
    "deposit" INTEGER NOT NULL DEFAULT 0,
    "cancellation" "CancellationPolicy" NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "calendarToken" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RentalTerms_pkey" PRIMARY KEY ("ownerId")
);

-- CreateTable
CREATE TABLE "BlockedDay" (
    "ownerId" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "BlockedDay_pkey" PRIMARY KEY ("ownerId","day")
);

-- CreateTable
CREATE TABLE "Booking" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "renterId" TEXT NOT NULL,
    "firstDay" DATE NOT NULL,
    "lastDay" DATE NOT NULL,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "projectTitle" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "deposit" INTEGER NOT NULL,
    "quote" INTEGER,
    "cancellation" "CancellationPolicy" NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'requested',
    "reason" TEXT NOT NULL DEFAULT '',
    "cancelledBy" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingReview" (
    "id" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "ofOwner" BOOLEAN NOT NULL,
    "rating" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "BookingReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RentalTerms_calendarToken_key" ON "RentalTerms"("calendarToken");

-- CreateIndex
CREATE INDEX "Booking_ownerId_status_firstDay_idx" ON "Booking"("ownerId", "status", "firstDay");

-- CreateIndex
CREATE INDEX "Booking_renterId_createdAt_idx" ON "Booking"("renterId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Booking_status_expiresAt_idx" ON "Booking"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "BookingReview_bookingId_authorId_key" ON "BookingReview"("bookingId", "authorId");

-- CreateIndex
CREATE INDEX "BookingReview_subjectId_ofOwner_createdAt_idx" ON "BookingReview"("subjectId", "ofOwner", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "BookingReview_authorId_idx" ON "BookingReview"("authorId");

-- AddForeignKey
ALTER TABLE "RentalTerms" ADD CONSTRAINT "RentalTerms_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockedDay" ADD CONSTRAINT "BlockedDay_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_renterId_fkey" FOREIGN KEY ("renterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingReview" ADD CONSTRAINT "BookingReview_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingReview" ADD CONSTRAINT "BookingReview_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingReview" ADD CONSTRAINT "BookingReview_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
