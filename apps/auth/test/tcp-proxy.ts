// A TCP proxy on loopback for fault tests: it passes traffic to a real server, or black-holes
// it, which is what a stalled database or Redis looks like from here: connections are accepted
// and stay open, and nothing comes back. Switching back to passing lets the held bytes through.
import net, { type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface TcpProxy {
  readonly port: number;
  blackhole(): void;
  pass(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let passing = true;
  const pairs = new Set<Pair>();
  const connect = (pair: Pair) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };
  const server = net.createServer((client) => {
    const pair = { client, upstream: net.connect(target.port, target.host) };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      pair.client.destroy();
      pair.upstream.destroy();
    };
    for (const socket of [pair.client, pair.upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
    if (passing) connect(pair);
    else hold(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    blackhole() {
      passing = false;
      for (const pair of pairs) hold(pair);
    },
    pass() {
      passing = true;
      for (const pair of pairs) connect(pair);
    },
    close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
