-- An application is never deleted as a side effect: deleting a call or a role that has applications is
-- refused by the database (the code refuses first with a 409, or deletes the applications on purpose).

-- DropForeignKey
ALTER TABLE "Application" DROP CONSTRAINT "Application_callId_fkey";

-- DropForeignKey
ALTER TABLE "Application" DROP CONSTRAINT "Application_roleId_fkey";

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_callId_fkey" FOREIGN KEY ("callId") REFERENCES "CastingCall"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
