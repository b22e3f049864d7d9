import net from "node:net";

export interface TcpProxy {
  readonly port: number;
  /** Closes the port and cuts every open connection: clients see a refused or dropped database. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL in the fault tests), to simulate an outage
 * without touching the server itself. `port` 0 picks a free port; restarts keep it.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listeningPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      s.once("error", reject);
      s.listen(listeningPort, "127.0.0.1", () => {
        listeningPort = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      const s = server;
      server = undefined;
      s.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return listeningPort;
    },
    stop,
    start: listen,
    close: stop,
  };
}

/** A proxy in front of the PostgreSQL server of `serverUrl`, and the URL of `database` through it. */
export async function proxyToDatabase(serverUrl: string, database: string): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(serverUrl);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(serverUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${database}`;
  return { proxy, url: url.toString() };
}
