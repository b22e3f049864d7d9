import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "../server/config.ts";
import { writeToOutbox } from "../server/outbox.ts";

// How mail leaves: SMTP_URL names a real server; without it every message is written as an .eml file to
// OUTBOX_DIR ($DATA_DIR/outbox), where a newcomer (and the tests) can open it. lib/mail/mailer.ts sends
// through the job queue, which calls this.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on alerts). */
  headers?: Record<string, string>;
  /** Files sent with it, as text (an audition's calendar file): the mail travels through the job queue as JSON. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

let smtp: { url: string; transport: Transporter } | undefined;
const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

/** Sends one message now: over SMTP, or into the outbox folder (written beside, then renamed). */
export async function deliver(mail: Mail): Promise<void> {
  const message = { from: config.mailFrom, ...mail };
  if (config.smtpUrl) {
    await smtpTransport(config.smtpUrl).sendMail(message);
    return;
  }
  const info = (await files.sendMail(message)) as { message: Buffer };
  await writeToOutbox(config.outboxDir, ".eml", info.message);
}
