-- AlterTable
ALTER TABLE "CastingCall" ADD COLUMN "heldPhrase" TEXT;

-- A held call's phrase was kept only inside its English reason: taken out where the reason is exactly the
-- screening's sentence (lib/screening/money-requests.ts heldReasonFor) around it.
UPDATE "CastingCall" c SET "heldPhrase" = p.phrase
FROM (
  SELECT id, substring("heldReason" FROM '^Your call mentions "(.+)"\. Castfolio never lets') AS phrase
  FROM "CastingCall" WHERE "heldReason" IS NOT NULL
) p
WHERE c.id = p.id AND p.phrase IS NOT NULL
  AND c."heldReason" = 'Your call mentions "' || p.phrase || '". Castfolio never lets a call ask talent for money, so it is held until our team has reviewed it. If the call does not ask applicants to pay, you need do nothing: it is published once reviewed.';
