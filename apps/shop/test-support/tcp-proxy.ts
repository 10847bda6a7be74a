// A TCP proxy on loopback in front of a real server (PostgreSQL in the fault tests), which a
// test can put into the two ways a database goes away, and back:
// - stall: connections are accepted and stay open, and nothing comes back (a hung server, a
//   network that drops packets): what timeouts are for;
// - cut: every connection is reset and new ones are refused (the server is down);
// - restore: traffic passes again; held bytes go through, and new connections are accepted on
//   the same port, so the client recovers without being told anything.
// The auth server's fault tests use the same idea (apps/auth/test/tcp-proxy.ts, stall only).
import net, { type AddressInfo, type Socket } from "node:net";

export interface TcpProxy {
  readonly port: number;
  stall(): void;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let passing = true;
  let listening = false;
  const pairs = new Set<Pair>();
  const connect = (pair: Pair) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
    pair.client.resume();
    pair.upstream.resume();
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };
  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream.destroy();
  };
  const server = net.createServer((client) => {
    const pair = { client, upstream: net.connect(target.port, target.host) };
    pairs.add(pair);
    for (const socket of [pair.client, pair.upstream]) {
      socket.on("error", () => drop(pair));
      socket.on("close", () => drop(pair));
    }
    if (passing) connect(pair);
    else hold(pair);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        listening = true;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    port,
    stall() {
      passing = false;
      for (const pair of pairs) hold(pair);
    },
    async cut() {
      passing = false;
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream.destroy();
        pairs.delete(pair);
      }
      if (listening) await stopListening();
    },
    async restore() {
      passing = true;
      for (const pair of pairs) connect(pair);
      if (!listening) await listen(port);
    },
    async close() {
      for (const pair of pairs) drop(pair);
      if (listening) await stopListening();
    },
  };
}
