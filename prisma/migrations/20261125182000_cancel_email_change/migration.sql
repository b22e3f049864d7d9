-- A link mailed to the current address when someone asks to move the account to another one.
-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'CANCEL_EMAIL_CHANGE';
