-- The member's language (notifications and mail in it), and each notice's words as message keys and arguments.
-- AlterTable
ALTER TABLE "User" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN "message" JSONB;
