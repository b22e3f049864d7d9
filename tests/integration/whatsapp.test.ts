import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { backgroundIdle } from "@/lib/server/background";
import { config, configProblems } from "@/lib/server/config";
import { deliverWhatsApp, sendWhatsApp } from "@/lib/whatsapp/send";
import { callAlertMessage, searchDigestMessage, WHATSAPP_TEMPLATES } from "@/lib/alerts/whatsapp-templates";
import { tempDir } from "../helpers/files";

// WhatsApp alerts: through the Cloud API (a node:http server here stands in for graph.facebook.com)
// when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, retried while the API fails for now and not
// when it refuses the message; into the outbox folder as .json files when they are not.

const SETTINGS = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_API_URL", "WHATSAPP_OUTBOX_DIR"] as const;

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let apiUrl: string;
const received: Received[] = [];
/** What the stand-in answers, in turn; once used up, 200 with a message id. */
const answers: { status: number; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
      });
      const { status, body } = answers.shift() ?? { status: 200, body: { messages: [{ id: "wamid.test" }] } };
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const unset = () => {
  for (const name of SETTINGS) delete process.env[name];
};
beforeEach(() => {
  unset();
  received.length = 0;
  answers.length = 0;
});
afterEach(async () => {
  await backgroundIdle();
  vi.restoreAllMocks();
  unset();
});

const configure = () => {
  process.env.WHATSAPP_TOKEN = "test-token";
  process.env.WHATSAPP_PHONE_NUMBER_ID = "106540352242922";
  process.env.WHATSAPP_API_URL = `${apiUrl}/`;
};

const alert = callAlertMessage("919876543210", {
  searchName: "Telugu leads",
  title: "Lead actress for a Telugu feature",
  organization: "Silver Reel Studios",
  city: "Hyderabad",
  deadline: new Date("2026-12-05T18:29:59.999Z"),
  url: "https://castfolio.example/jobs/abc123",
});

/** A Graph API error answer, as the Cloud API gives it. */
const graphError = (message: string, code: number, details?: string) => ({
  error: {
    message,
    type: "OAuthException",
    code,
    ...(details && { error_data: { messaging_product: "whatsapp", details } }),
  },
});

describe("the messages", () => {
  it("fill the approved template's placeholders with the parameters sent", () => {
    expect(alert).toEqual({
      to: "919876543210",
      template: "call_alert",
      language: "en",
      params: [
        "Telugu leads",
        "Lead actress for a Telugu feature",
        "Silver Reel Studios",
        "Hyderabad",
        "5 Dec 2026",
        "https://castfolio.example/jobs/abc123",
      ],
      text: expect.stringContaining(
        'A new casting call matches your saved search "Telugu leads": Lead actress for a Telugu feature, by Silver Reel Studios, in Hyderabad. Apply by 5 Dec 2026.\n\nSee the call and apply: https://castfolio.example/jobs/abc123',
      ) as string,
    });
    for (const body of Object.values(WHATSAPP_TEMPLATES)) {
      expect(body).not.toMatch(/^\s*\{\{|\}\}\s*$/); // WhatsApp approves no template that starts or ends with one
    }
  });

  it("a digest counts in words that agree with the number", () => {
    const one = searchDigestMessage("447700900123", { searchName: "Dancers", count: 1, kind: "talent", url: "u" });
    expect(one.params).toEqual(["Dancers", "1", "new or updated member", "u"]);
    expect(one.text).toMatch(/^Your saved search "Dancers" has found 1 new or updated member\.\n/);
    const many = searchDigestMessage("447700900123", { searchName: "Ads", count: 12, kind: "calls", url: "u" });
    expect(many.text).toMatch(/^Your saved search "Ads" has found 12 new casting calls\.\n/);
  });

  it("parameters keep to WhatsApp's rules: one line, no long runs of spaces, at most 1024 characters", () => {
    const message = callAlertMessage("919876543210", {
      searchName: "Line one\nline two\t\ttabbed      spaced",
      title: "🎬".repeat(2000),
      organization: "  Silver Reel  ",
      city: "Hyderabad",
      deadline: new Date("2026-12-05T00:00:00Z"),
      url: "https://castfolio.example/jobs/x",
    });
    expect(message.params[0]).toBe("Line one line two tabbed spaced");
    expect([...message.params[1]]).toHaveLength(1024);
    expect(message.params[1].endsWith("…")).toBe(true);
    expect(message.params[2]).toBe("Silver Reel");
    for (const param of message.params) expect(param).not.toMatch(/[\n\t]| {5}/);
    expect(message.text).toContain('saved search "Line one line two tabbed spaced"');
  });
});

describe("through the Cloud API", () => {
  it("posts the template message to the phone number's messages, with the token", async () => {
    configure();
    sendWhatsApp(alert);
    await backgroundIdle();
    expect(received).toEqual([
      {
        method: "POST",
        path: "/v21.0/106540352242922/messages",
        authorization: "Bearer test-token",
        body: {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: "919876543210",
          type: "template",
          template: {
            name: "call_alert",
            language: { code: "en" },
            components: [{ type: "body", parameters: alert.params.map((text) => ({ type: "text", text })) }],
          },
        },
      },
    ]);
  });

  it("a failure names the status and what the API said", async () => {
    configure();
    answers.push({ status: 500, body: graphError("(#131000) Something went wrong", 131000, "Please try again later") });
    await expect(deliverWhatsApp(alert)).rejects.toThrow(
      "WhatsApp message call_alert to …3210 not sent: the WhatsApp Cloud API answered 500 (code 131000): (#131000) Something went wrong: Please try again later",
    );
  });

  it("tries again, through the job queue, while the API fails for now", async () => {
    configure();
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    answers.push({ status: 500, body: graphError("(#131000) Something went wrong", 131000) });
    const started = Date.now();
    sendWhatsApp(alert);
    await backgroundIdle();
    expect(received.map((r) => r.body)).toEqual([received[0].body, received[0].body]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // the queue's backoff
    expect(String(warnings.mock.calls[0]?.[0])).toContain(
      "[jobs] whatsapp failed (WhatsApp message call_alert to …3210",
    );
  });

  it("tries again when the API answers 400 for a rate limit that passes", async () => {
    configure();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    answers.push({ status: 400, body: graphError("(#130429) Rate limit hit", 130429) });
    sendWhatsApp(alert);
    await backgroundIdle();
    expect(received).toHaveLength(2);
  });

  it("does not try again when the API refuses the number or the token, and says so in the log", async () => {
    configure();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    answers.push(
      { status: 400, body: graphError("(#100) Invalid parameter", 100) },
      { status: 401, body: graphError("Error validating access token: Session has expired", 190) },
    );
    sendWhatsApp(alert);
    sendWhatsApp(alert);
    await backgroundIdle();
    expect(received).toHaveLength(2);
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual([
      expect.stringContaining(
        "call_alert to …3210 not sent, and not tried again: the WhatsApp Cloud API answered 400 (code 100): (#100) Invalid parameter",
      ) as string,
      expect.stringContaining("answered 401 (code 190): Error validating access token") as string,
    ]);
    expect(logged.join(" ")).not.toContain("919876543210");
  });

  it("a language whose template WhatsApp has not approved gets the English template instead", async () => {
    configure();
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    answers.push({
      status: 404,
      body: graphError(
        "(#132001) Template name does not exist in the translation",
        132001,
        "template name (call_alert) does not exist in hi",
      ),
    });
    const hindi = callAlertMessage(
      "919876543210",
      {
        searchName: "Telugu leads",
        title: "Lead actress for a Telugu feature",
        organization: "Silver Reel Studios",
        city: "Hyderabad",
        deadline: new Date("2026-12-05T18:29:59.999Z"),
        url: "https://castfolio.example/hi/jobs/abc123",
      },
      "hi",
    );
    expect(hindi.params[4]).not.toBe(alert.params[4]); // the apply-by day, said in Hindi
    sendWhatsApp(hindi);
    await backgroundIdle();
    const sent = received.map((r) => (r.body as { template: { language: { code: string } } }).template);
    expect(sent.map((t) => t.language.code)).toEqual(["hi", "en"]);
    expect(sent[1]).toEqual({
      name: "call_alert",
      language: { code: "en" },
      components: [
        {
          type: "body",
          parameters: [...alert.params.slice(0, 5), hindi.params[5]].map((text) => ({ type: "text", text })),
        },
      ],
    });
    expect(String(warnings.mock.calls[0]?.[0])).toContain('call_alert has no approved "hi" template: sent in English');
  });

  it("an API that cannot be reached is named", async () => {
    configure();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.WHATSAPP_API_URL = `http://127.0.0.1:${port}/v21.0`;
    await expect(deliverWhatsApp(alert)).rejects.toThrow(
      `The WhatsApp Cloud API at http://127.0.0.1:${port}/v21.0 could not be reached: ECONNREFUSED`,
    );
  });
});

describe("without the Cloud API", () => {
  it("writes each message to the outbox as a .json file: the request and the text", async () => {
    const outbox = await tempDir("whatsapp-outbox");
    process.env.WHATSAPP_OUTBOX_DIR = outbox;
    sendWhatsApp(alert);
    await backgroundIdle();
    expect(received).toHaveLength(0);
    const names = await readdir(outbox);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.json$/);
    const file = JSON.parse(await readFile(path.join(outbox, names[0]), "utf8")) as Record<string, unknown>;
    expect(file).toMatchObject({
      messaging_product: "whatsapp",
      to: "919876543210",
      type: "template",
      template: { name: "call_alert", language: { code: "en" } },
      text: alert.text,
    });
    expect(Date.parse(file.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("the outbox is $OUTBOX_DIR/whatsapp unless WHATSAPP_OUTBOX_DIR says otherwise", () => {
    expect(config.whatsappOutboxDir).toBe(path.join(config.outboxDir, "whatsapp"));
  });
});

describe("the settings", () => {
  it("need the token and the phone number id together", () => {
    process.env.WHATSAPP_TOKEN = "test-token";
    expect(configProblems()).toBe(
      "WhatsApp needs both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: only WHATSAPP_TOKEN is set.",
    );
    delete process.env.WHATSAPP_TOKEN;
    process.env.WHATSAPP_PHONE_NUMBER_ID = "106540352242922";
    expect(configProblems()).toContain("only WHATSAPP_PHONE_NUMBER_ID is set.");
    process.env.WHATSAPP_TOKEN = "test-token";
    expect(configProblems()).toBeUndefined();
  });

  it("take the API's address as http(s), without a trailing slash, Meta's by default", () => {
    expect(config.whatsappApiUrl).toBe("https://graph.facebook.com/v21.0");
    process.env.WHATSAPP_API_URL = "https://graph.example/v22.0//";
    expect(config.whatsappApiUrl).toBe("https://graph.example/v22.0");
    process.env.WHATSAPP_API_URL = "graph.facebook.com";
    expect(configProblems()).toBe('WHATSAPP_API_URL must be a http or https address, not "graph.facebook.com".');
  });
});
