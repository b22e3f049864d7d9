import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The messages in an outbox folder (.eml files), oldest first. (In-process sends: await backgroundIdle() first.) */
export async function outbox(dir: string): Promise<ReadMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  return Promise.all(names.map(async (name) => parseMail(await readFile(path.join(dir, name)))));
}

export async function parseMail(source: Buffer | string): Promise<ReadMail> {
  const mail = await simpleParser(source);
  const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
  return {
    to: to ?? "",
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
  };
}

/** The token of the link in a mail (…/reset-password?token=…). */
export function linkToken(mail: ReadMail, pathname: string): string {
  const match = new RegExp(`${pathname}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${pathname} link in: ${mail.text}`);
  return match[1];
}
