import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { inBackground } from "../background.ts";
import { config } from "../config.ts";

// One mailer for the whole app: SMTP_URL names a real server; without it every message is written as
// an .eml file to OUTBOX_DIR ($DATA_DIR/outbox), where a newcomer (and the tests) can open it.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const RETRY_DELAYS_MS = [1_000, 5_000, 25_000];

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
  await mkdir(config.outboxDir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
  const target = path.join(config.outboxDir, name);
  await writeFile(`${target}.partial`, info.message);
  await rename(`${target}.partial`, target);
}

/**
 * Sends a message after the current request, retrying a failed delivery three times (1 s, 5 s, 25 s
 * apart) and logging the outcome: mail never blocks or fails what caused it.
 */
export function sendMail(mail: Mail): void {
  inBackground(`mail "${mail.subject}" to ${mail.to}`, async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await deliver(mail);
        return;
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) throw error;
        console.warn(`[mail] delivery failed (${(error as Error).message}); trying again`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      }
    }
  });
}
