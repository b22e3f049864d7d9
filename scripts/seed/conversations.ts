import "server-only";
import type { Db } from "../../lib/server/db.ts";
import { moneyRequestIn } from "../../lib/screening/money-requests.ts";
import { HIRER_DOMAIN } from "./hiring.ts";

// Demo conversations: the demo studio's casting team with a few demo members, some read and some not, so
// that a newcomer signing in as either side finds messages waiting (README lists the sign-ins). One more
// comes from another studio asking for a fee before any reply: it carries the money warning, as a real
// one would (lib/conversations/screening.ts).

const HIRER = "hirer@studios.castfolio.test";

/** A thread's messages; `{first}` is the member's first name. */
const THREADS: {
  with: string;
  /** the studio account writing, when not the demo studio */
  hirer?: string;
  messages: [from: "hirer" | "member", text: string][];
  readByMember: boolean;
}[] = [
  {
    with: "artist.female@demo.castfolio.test",
    readByMember: false,
    messages: [
      [
        "hirer",
        "Hello {first}! We watched your showreel and would like to meet you for a Hindi streaming original we start next year. Are you free for a look test in Hyderabad next week?",
      ],
      ["member", "Thank you so much! Yes, I am free from Tuesday. Which day suits you?"],
      ["hirer", "Wednesday at 11 am, Studio 4, Banjara Hills. Please bring two looks: traditional and casual."],
    ],
  },
  {
    with: "artist@demo.castfolio.test",
    readByMember: true,
    messages: [
      [
        "member",
        "Hello, I applied for Arjun in Monsoon Letters last week. Happy to record a fresh self-tape if that helps.",
      ],
      [
        "hirer",
        "Thanks {first}, we have your tape. The director sees the shortlist this week; we will write either way.",
      ],
    ],
  },
  {
    with: "technician@demo.castfolio.test",
    readByMember: false,
    messages: [
      [
        "hirer",
        "Hello {first}, we are shooting Monsoon Letters, a 45-day Telugu family drama, in Hyderabad and Rajahmundry from February. Would you be free to meet our director about shooting it?",
      ],
    ],
  },
  {
    with: "artist.female@demo.castfolio.test",
    hirer: `bay-breeze-entertainment${HIRER_DOMAIN}`,
    readByMember: false,
    messages: [
      [
        "hirer",
        "Congratulations, you are selected for our Goa web series! Send Rs 1,500 by GPay to 98xxxxxx21 today to confirm your slot.",
      ],
    ],
  },
];

/** A message's warning, as screening would give it: asking for money before the other side ever replied. */
function flaggedPhrase(messages: [from: "hirer" | "member", text: string][], i: number): string | null {
  const [from, text] = messages[i];
  const replied = messages.slice(0, i).some(([other]) => other !== from);
  return replied ? null : moneyRequestIn(text);
}

/** Adds the demo threads once; answers how many were added. */
export async function seedConversations(prisma: Db, now = new Date()): Promise<number> {
  let added = 0;
  const start = now.getTime() - 3 * 86_400_000;
  for (const [t, thread] of THREADS.entries()) {
    const hirer = await prisma.user.findUnique({ where: { email: thread.hirer ?? HIRER }, select: { id: true } });
    if (!hirer) continue;
    const member = await prisma.user.findUnique({ where: { email: thread.with }, select: { id: true, name: true } });
    if (!member) continue;
    const messages = thread.messages.map(
      ([from, text]) => [from, text.replace("{first}", member.name.split(" ")[0])] as [typeof from, string],
    );
    const [memberAId, memberBId] = [hirer.id, member.id].sort();
    if (await prisma.conversation.findUnique({ where: { memberAId_memberBId: { memberAId, memberBId } } })) continue;
    const at = (i: number) => new Date(start + t * 3_600_000 + i * 1_800_000);
    const last = messages.length - 1;
    const lastSender = messages[last][0] === "hirer" ? hirer.id : member.id;
    const memberRead = thread.readByMember ? at(last) : null;
    const hirerRead = at(last);
    await prisma.conversation.create({
      data: {
        memberAId,
        memberBId,
        createdAt: at(0),
        lastMessageAt: at(last),
        lastSenderId: lastSender,
        readAtA: memberAId === hirer.id ? hirerRead : memberRead,
        readAtB: memberBId === hirer.id ? hirerRead : memberRead,
        messages: {
          create: messages.map(([from, body], i) => ({
            senderId: from === "hirer" ? hirer.id : member.id,
            body,
            createdAt: at(i),
            flaggedPhrase: flaggedPhrase(messages, i),
          })),
        },
      },
    });
    added++;
  }
  return added;
}
