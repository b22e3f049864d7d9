import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "@/lib/mail/mailer";
import { backgroundIdle } from "@/lib/background";
import { parseMail, type ReadMail } from "../helpers/mail";

// The mailer against a real SMTP server (smtp-server, in this process): SMTP_URL sends there, and a
// server that refuses a message gets it again a little later.

let server: SMTPServer;
const received: (ReadMail & { envelopeTo: string[] })[] = [];
let refuseNext = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext--;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        void parseMail(Buffer.concat(chunks)).then((mail) => {
          received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  process.env.MAIL_FROM = "Castfolio <no-reply@castfolio.test>";
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("mail over SMTP", () => {
  it("delivers to the server SMTP_URL names, text and HTML alike", async () => {
    sendMail({
      to: "asha@example.test",
      subject: "Hello over SMTP",
      text: "Plain words.",
      html: "<p>Plain words.</p>",
    });
    await backgroundIdle();
    const mail = received.find((m) => m.subject === "Hello over SMTP")!;
    expect(mail.envelopeTo).toEqual(["asha@example.test"]);
    expect(mail.text.trim()).toBe("Plain words.");
    expect(mail.html).toContain("<p>Plain words.</p>");
  });

  it("tries again when the server refuses a message for now, without failing the sender", async () => {
    refuseNext = 1;
    const started = Date.now();
    sendMail({ to: "ravi@example.test", subject: "Second time lucky", text: "Again.", html: "<p>Again.</p>" });
    await backgroundIdle();
    expect(received.map((m) => m.subject)).toContain("Second time lucky");
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
