-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "siteReason" TEXT;

-- The site's reasons were kept as their English words only: each becomes its code.
UPDATE "Booking" SET "siteReason" = 'taken' WHERE "reason" = 'These days were booked by another production.';
UPDATE "Booking" SET "siteReason" = 'suspended' WHERE "reason" = 'This member''s account has been suspended.';
