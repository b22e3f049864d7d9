import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "@/lib/mail/mailer";
import { backgroundIdle } from "@/lib/server/background";
import { startSmtpServer, type ReceivedMail } from "../helpers/mail";

// The mailer against a real SMTP server (smtp-server, in this process): SMTP_URL sends there, and a
// server that refuses a message gets it again a little later.

let server: Awaited<ReturnType<typeof startSmtpServer>>;
const received: ReceivedMail[] = [];
let refuseNext = 0;

beforeAll(async () => {
  server = await startSmtpServer((mail) => {
    if (refuseNext > 0) {
      refuseNext--;
      return 451;
    }
    received.push(mail);
  });
  process.env.SMTP_URL = server.url;
  process.env.MAIL_FROM = "Castfolio <no-reply@castfolio.test>";
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await server.close();
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
