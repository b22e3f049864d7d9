import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "../server/config.ts";
import { db, type Db } from "../server/db.ts";
import { AppError, type Said } from "../errors.ts";
import { answer } from "../i18n/answers.ts";
import { refusal } from "../i18n/refusals.ts";
import { recordAction, type Admin } from "./audit.ts";

// Admins are made only from the command line (`npm run admin:create -- --email …`). On PostgreSQL the
// script writes to the database itself. The embedded database takes one process at a time, so while the
// server holds it the script asks the server instead: at start the server writes a random operator token
// to $DATA_DIR/operator.json (readable by its own user only), and POST /api/operator/admins takes it, from
// this machine only. Whoever can read that file can read the database folder anyway.

const OPERATOR: Admin = { id: "operator", email: "operator (npm run admin:create)" };

export const operatorFile = () => path.join(config.dataDir, "operator.json");

// Kept on the process, not in this module: Next.js loads instrumentation and route handlers as separate
// bundles, each with its own copy of this module.
const TOKEN = Symbol.for("castfolio.operatorToken");
const holder = globalThis as { [TOKEN]?: string };

/** Opens the operator channel of a server on the embedded database; closes it when the process ends. */
export function openOperatorChannel(): void {
  if (config.databaseUrl || holder[TOKEN]) return;
  const token = randomBytes(32).toString("base64url");
  holder[TOKEN] = token;
  const host = config.host.includes(":") ? "[::1]" : "127.0.0.1";
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(operatorFile(), JSON.stringify({ url: `http://${host}:${config.port}`, token, pid: process.pid }), {
    mode: 0o600,
  });
  process.once("exit", () => rmSync(operatorFile(), { force: true }));
}

/** Whether a request carries this server's operator token (always false when the channel is closed). */
export function isOperator(request: Request): boolean {
  const sent = /^Operator\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  const token = holder[TOKEN];
  if (!token || !sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The channel of the server holding the embedded database, from its file. */
function readOperatorChannel(): { url: string; token: string } | undefined {
  try {
    return JSON.parse(readFileSync(operatorFile(), "utf8")) as { url: string; token: string };
  } catch {
    return undefined;
  }
}

/** `npm run admin:create` on the embedded database: refused, by name, when there is none to open yet. */
export function requireEmbeddedDatabase(): void {
  if (!config.databaseUrl && !existsSync(config.pgliteDir)) {
    throw new AppError("unavailable", refusal("operatorNoDatabase", { folder: config.pgliteDir }));
  }
}

/**
 * `npm run admin:create` while a server holds the embedded database: asks that server, through its operator
 * channel, to make the account an admin. Says what it did, in English (the operator's console).
 */
export async function promoteThroughServer(email: unknown): Promise<string> {
  const channel = readOperatorChannel();
  if (!channel) throw new AppError("unavailable", refusal("operatorNoChannel"));
  const response = await fetch(`${channel.url}/api/operator/admins`, {
    method: "POST",
    headers: { authorization: `Operator ${channel.token}`, "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok)
    throw new AppError("invalid", body.message ?? refusal("operatorServerAnswered", { status: response.status }));
  return `${body.message} ${answer("operator.throughServer", { url: channel.url }).english}`;
}

/**
 * Makes an existing account an admin (written to the audit log); says what it did, by key. `prisma` is the
 * command's own client when `npm run admin:create` opens the database itself, else this server's.
 */
export async function promoteToAdmin(email: unknown, prisma: Db = db()): Promise<Said> {
  if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+$/.test(email.trim()))
    throw new AppError("invalid", refusal("operatorEmailMissing"));
  const address = email.trim().toLowerCase();
  const member = await prisma.user.findUnique({ where: { email: address }, select: { id: true, isAdmin: true } });
  if (!member) throw new AppError("not-found", refusal("operatorNoAccount", { address }));
  if (member.isAdmin) return answer("operator.alreadyAdmin", { address });
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: member.id }, data: { isAdmin: true } });
    await recordAction(tx, OPERATOR, "grant-admin", { type: "member", id: member.id }, "npm run admin:create");
  });
  return answer("operator.madeAdmin", { address });
}
