import "server-only";
import type { Db } from "../../lib/server/db.ts";
import { tellApplicants, tellTeam } from "../../lib/tapes/notices.ts";
import type { Storage } from "../../lib/storage/index.ts";
import { newStoredPath } from "../../lib/storage/paths.ts";
import { DEMO_AWAITING_LOGIN } from "./auditions.ts";
import { DEMO_HIRER_LOGIN } from "./hiring.ts";
import { renderClips } from "./videos.ts";

// The demo casting team's tape requests on Monsoon Letters, with a page of sides: one waiting for the demo actress
// (her bell and My applications show it, with the upload), one answered with a tape (played in triage once the
// server's job has made its MP4), one past its deadline with none, and one withdrawn. Notices are the ones the real
// flows leave (lib/tapes/notices.ts).

const HOUR = 3_600_000;
const MONSOON = "Lead Actress for a Telugu Family Drama";
const INSTRUCTIONS = [
  "Please tape scene 12 from the sides: Sita tells her father she will not marry the man he has chosen.",
  "Frame from the chest up, against a plain wall, in daylight or a lamp in front of you. Someone off camera reads the father's lines.",
  "Slate first: your name, your height and the city you live in. Then the scene, one take. Telugu please; a second take in Hindi is welcome.",
].join("\n\n");

/** A one-page PDF of `lines`, as a casting team would send sides. */
function sidesPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 12 Tf 56 ${760 - i * 18} Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const SIDES = [
  "MONSOON LETTERS - Scene 12 - INT. SITA'S HOME, HYDERABAD - NIGHT",
  "",
  "FATHER: The Raos have agreed. The wedding is in Sravanam.",
  "SITA: You agreed, Nanna. Nobody asked me.",
  "FATHER: Asked you? Since when does a daughter of this house need asking?",
  "SITA: Since she started paying for it. (beat) I have a job in Pune. I start in June.",
  "FATHER: Pune. (he laughs) And who will you be in Pune?",
  "SITA: Someone who chose. That is all I want to be.",
];

/** Seeds the demo tape requests; answers how many (none when there are some already). */
export async function seedTapeRequests(prisma: Db, files: Storage, now = new Date()): Promise<number> {
  const team = { organization: { owner: { email: DEMO_HIRER_LOGIN } } };
  if (await prisma.tapeRequest.findFirst({ where: { call: team }, select: { id: true } })) return 0;
  const call = await prisma.castingCall.findFirst({
    where: { ...team, title: MONSOON },
    select: { id: true, organization: { select: { ownerId: true } } },
  });
  if (!call) return 0;
  const applications = await prisma.application.findMany({
    where: { callId: call.id, status: { notIn: ["REJECTED", "CLOSED"] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, applicantId: true, applicant: { select: { email: true } } },
  });
  const actress = applications.find((a) => a.applicant.email === DEMO_AWAITING_LOGIN);
  const others = applications.filter((a) => a !== actress).slice(0, 3);
  if (!actress || others.length < 3) return 0;
  const [received, late, withdrawn] = others;
  const clip = (await renderClips())?.[2];
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  const sides = sidesPdf(SIDES);
  const sidesPath = newStoredPath(call.organization.ownerId, "pdf");
  await files.put(sidesPath, sides);
  const tapePath = clip ? newStoredPath(received.applicantId, "mov") : null;
  if (tapePath && clip) await files.put(tapePath, clip);

  return prisma.$transaction(async (tx) => {
    const { id: sidesId } = await tx.media.create({
      data: {
        userId: call.organization.ownerId,
        kind: "SIDES",
        path: sidesPath,
        mimeType: "application/pdf",
        size: sides.length,
        createdAt: ago(30),
      },
      select: { id: true },
    });
    const ask = (applicationId: string, createdAt: Date, dueAt: Date, extra: object = {}) =>
      tx.tapeRequest.create({
        data: { callId: call.id, applicationId, instructions: INSTRUCTIONS, sidesId, createdAt, dueAt, ...extra },
        select: { id: true },
      });
    // Asked 30 hours ago with four days to answer: still open for the demo actress.
    const waiting = await ask(actress.id, ago(30), new Date(ago(30).getTime() + 96 * HOUR));
    const tape =
      tapePath && clip
        ? await tx.media.create({
            data: {
              userId: received.applicantId,
              kind: "SELF_TAPE",
              path: tapePath,
              mimeType: "video/quicktime",
              size: clip.length,
              status: "PROCESSING",
              createdAt: ago(6),
            },
            select: { id: true },
          })
        : null;
    const answered = await ask(
      received.id,
      ago(30),
      new Date(ago(30).getTime() + 96 * HOUR),
      tape ? { tapeId: tape.id, submittedAt: ago(6), note: "Telugu first, then the Hindi take after a pause." } : {},
    );
    // Asked a week ago with three days: past its deadline, with no tape.
    await ask(late.id, ago(168), ago(96));
    await ask(withdrawn.id, ago(100), ago(-20), { withdrawnAt: ago(50) });
    await tellApplicants(tx, [waiting.id], "requested");
    if (tape) await tellTeam(tx, answered.id);
    return 4;
  });
}
