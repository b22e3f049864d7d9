import "server-only";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { config } from "../server/config.ts";
import { outboxJson, writeToOutbox } from "../server/outbox.ts";
import type { Locale } from "../i18n/locales.ts";

// How WhatsApp messages leave, like mail (lib/mail/): as a job, after the request, retried with backoff.
// With WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID the WhatsApp Business Cloud API sends them; without,
// each is written as a .json file to WHATSAPP_OUTBOX_DIR ($DATA_DIR/outbox/whatsapp), the request the
// API would have had and the text the member would have read.

/** One template message: who it goes to, the template, its language and its body's values, and the text they make. */
export interface WhatsAppMessage {
  /** The country code and number, digits only (lib/whatsapp/phone.ts). */
  to: string;
  template: string;
  /** The template's language, as WhatsApp names it (the site's locale codes are WhatsApp's). */
  language: Locale;
  params: string[];
  text: string;
  /**
   * The same message in English, for a language whose template WhatsApp has not approved (yet): sent instead
   * when the Cloud API answers that the template has no translation in the member's language.
   */
  english?: WhatsAppMessage;
}

const WHATSAPP_JOB = "whatsapp";
const TIMEOUT_MS = 10_000;

/**
 * Rate limits the Cloud API answers with 400 (Graph API codes): they pass, so the message is tried again.
 * 4: too many calls for the app; 80007: the WhatsApp account's; 130429: the number's throughput;
 * 131056: too many messages to the same member.
 */
const THROTTLED = new Set([4, 80007, 130429, 131056]);

/** The Cloud API's answer to a template that has no approved translation in the message's language. */
const NO_TRANSLATION = 132001;

/** The Cloud API's request for a template message. */
function requestBody(message: WhatsAppMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      components: [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }],
    },
  };
}

/** The end of a number, enough to tell messages apart in the logs without writing whom they went to. */
const masked = (to: string) => `…${to.slice(-4)}`;

interface ApiError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

async function post(message: WhatsAppMessage, token: string, phoneNumberId: string): Promise<void> {
  const endpoint = `${config.whatsappApiUrl}/${encodeURIComponent(phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(requestBody(message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const { name, message: said, cause } = error as Error & { cause?: { code?: string; message?: string } };
    const why =
      name === "TimeoutError" ? `no answer in ${TIMEOUT_MS / 1000} s` : (cause?.code ?? cause?.message ?? said);
    throw new Error(`The WhatsApp Cloud API at ${config.whatsappApiUrl} could not be reached: ${why}`);
  }
  const answer = await response.text();
  if (response.ok) return;
  let problem: ApiError["error"];
  try {
    problem = (JSON.parse(answer) as ApiError).error;
  } catch {
    problem = undefined;
  }
  const said = [problem?.message, problem?.error_data?.details].filter(Boolean).join(": ");
  const reason = `the WhatsApp Cloud API answered ${response.status}${problem?.code ? ` (code ${problem.code})` : ""}: ${said || answer.slice(0, 200) || response.statusText}`;
  if (problem?.code === NO_TRANSLATION && message.english) {
    console.warn(
      `[whatsapp] ${message.template} has no approved "${message.language}" template: sent in English to ${masked(message.to)}`,
    );
    return post(message.english, token, phoneNumberId);
  }
  const passing = response.status >= 500 || [408, 429].includes(response.status) || THROTTLED.has(problem?.code ?? 0);
  if (passing) throw new Error(`WhatsApp message ${message.template} to ${masked(message.to)} not sent: ${reason}`);
  // Not thrown: the job queue would send it 3 more times over half a minute, and a number WhatsApp
  // refuses or a token it does not accept (400, 401, 403) gets the same answer each time. Logged as an
  // error, for whoever runs the site to fix the token or see the number was wrong.
  console.error(`[whatsapp] ${message.template} to ${masked(message.to)} not sent, and not tried again: ${reason}`);
}

async function writeMessageToOutbox(message: WhatsAppMessage): Promise<void> {
  const file = { ...requestBody(message), text: message.text, createdAt: new Date().toISOString() };
  await writeToOutbox(config.whatsappOutboxDir, ".json", outboxJson(file));
}

/** Sends one message now: through the Cloud API when it is configured, else into the outbox folder. */
export async function deliverWhatsApp(message: WhatsAppMessage): Promise<void> {
  const { whatsappToken: token, whatsappPhoneNumberId: phoneNumberId } = config;
  if (token && phoneNumberId) await post(message, token, phoneNumberId);
  else await writeMessageToOutbox(message);
}

defineJob(WHATSAPP_JOB, (message: WhatsAppMessage) => deliverWhatsApp(message));

/** Sends a message after the current request; delivery never blocks or fails what caused it. */
export function sendWhatsApp(message: WhatsAppMessage): void {
  enqueue(WHATSAPP_JOB, message);
}
