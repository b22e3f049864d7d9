// One load run with autocannon: a fixed time at a fixed number of connections, every latency kept so
// that p50/p95/p99 are exact, and every status checked against what the target should answer.
import autocannon, { type RawRequest } from "autocannon";

export interface Target {
  name: string;
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  connections: number;
  /** Statuses that count as right answers (default: any 2xx). */
  expected?: number[];
  /** Changes each request before it is sent (a new X-Forwarded-For, another member's token…). */
  vary?: (request: RawRequest) => RawRequest;
  /** A note printed under the table. */
  note?: string;
  /** How long a request may take before it counts as a timeout (default 30 s). */
  timeoutSeconds?: number;
}

export interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  errors: number;
  /** Requests the client gave up on (no answer within the target's timeout). */
  timeouts: number;
  /** Answers by status, for the error details. */
  statuses: Record<number, number>;
  /** SQL statements per request, from the server's log (when the run was given its tally). */
  statements?: number;
}

/** What a server's log has counted so far (scripts/bench/server.ts). */
export interface Tally {
  requests: number;
  statements: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Waits until the server has logged every request it is still answering (those the client gave up on when
 * a run ended, too): its count stays still for half a second, or 15 s have passed.
 */
async function quiet(tally: Tally): Promise<void> {
  for (let last = -1, waited = 0; tally.requests !== last && waited < 15_000; waited += 500) {
    last = tally.requests;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function runLoad(baseUrl: string, target: Target, seconds: number, tally?: Tally): Promise<Figures> {
  if (tally) await quiet(tally);
  const start = tally && { ...tally };
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let failures = 0;
  let timeouts = 0;
  const instance = autocannon({
    url: baseUrl + target.path,
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
    connections: target.connections,
    duration: seconds,
    timeout: target.timeoutSeconds ?? 30,
    requests: target.vary ? [{ setupRequest: target.vary }] : undefined,
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  // Connection errors and timeouts (autocannon reports a timeout as a request error too).
  instance.on("reqError", (error) => {
    failures++;
    if (/timed out/i.test(error.message)) timeouts++;
  });
  const result = await instance;
  const right = (status: number) =>
    target.expected ? target.expected.includes(status) : status >= 200 && status < 300;
  const wrong = Object.entries(statuses).reduce((sum, [status, count]) => sum + (right(Number(status)) ? 0 : count), 0);
  latencies.sort((a, b) => a - b);
  if (tally) await quiet(tally);
  const logged = start && tally.requests - start.requests;
  return {
    ...(logged ? { statements: (tally.statements - start.statements) / logged } : {}),
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    errors: wrong + failures,
    timeouts,
    statuses,
  };
}
