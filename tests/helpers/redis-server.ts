import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { Redis } from "ioredis";

// A redis-server of a test's own (Debian's binary), on a free port, keeping nothing on disk: the test
// can stop it and start it again on the same port.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export class OwnRedis {
  private process?: ChildProcess;
  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again) and waits until it answers PING. */
  async resume(): Promise<void> {
    this.process = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
    probe.on("error", () => undefined);
    try {
      for (let i = 0; i < 100; i++) {
        if ((await probe.ping().catch(() => "")) === "PONG") return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`redis-server did not start on port ${this.port}`);
    } finally {
      probe.disconnect();
    }
  }

  /** Kills the server, as a crash would. */
  async kill(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  }
}
