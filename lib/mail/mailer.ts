import "server-only";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { deliver, type Mail } from "./deliver.ts";

export type { Mail } from "./deliver.ts";

// Every mail of the app goes out as a job: after the request, retried with backoff when the SMTP server
// fails, and, with Redis, by whichever instance's worker takes it first (exactly one of them).

defineJob("mail", (mail: Mail) => deliver(mail));

/** Sends a message after the current request; delivery never blocks or fails what caused it. */
export function sendMail(mail: Mail): void {
  enqueue("mail", mail);
}
