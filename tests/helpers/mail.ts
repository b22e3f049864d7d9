import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

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

/** A mail the test SMTP server received, with the envelope's recipients. */
export type ReceivedMail = ReadMail & { envelopeTo: string[] };

/**
 * A real SMTP server in this process (smtp-server) on a free port. Each message is parsed and given to
 * `onMail`, which may refuse it for now by returning an SMTP error code (451: try again later).
 */
export async function startSmtpServer(
  onMail: (mail: ReceivedMail) => number | void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void parseMail(Buffer.concat(chunks)).then((mail) => {
          const refusal = onMail({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          if (refusal) callback(Object.assign(new Error("Try again later"), { responseCode: refusal }));
          else callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
