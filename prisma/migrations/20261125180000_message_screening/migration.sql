-- A message from a member new to the recipient that asks for money: the words found, for the recipient's warning.
-- AlterTable
ALTER TABLE "Message" ADD COLUMN "flaggedPhrase" TEXT;
