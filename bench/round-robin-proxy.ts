// Two (or more) shop instances behind one address, as a load balancer puts them: a TCP proxy
// on loopback that hands each new connection to the next instance in turn. Connections are
// kept, so autocannon's connections spread evenly and stay where they were placed.
import net, { type AddressInfo, type Socket } from "node:net";

export interface RoundRobinProxy {
  readonly url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(
  upstreamPorts: readonly number[],
): Promise<RoundRobinProxy> {
  const sockets = new Set<Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect({
      host: "127.0.0.1",
      port: upstreamPorts[next++ % upstreamPorts.length]!,
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
