import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../logging/create-logger.ts";
import { createGracefulShutdown } from "./graceful-shutdown.ts";
import { scaled } from "../../../../scripts/time-scale.ts";

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose requests take `delayMs` (or never end), with a shutdown attached. */
async function start(delayMs: number | "never", graceMs = 5000) {
  const events: string[] = [];
  let received = 0;
  const waiting: { count: number; resolve(): void }[] = [];
  /** Resolves once the server has received `count` requests: they are in flight. */
  const arrived = (count: number) =>
    new Promise<void>((resolve) => {
      if (received >= count) resolve();
      else waiting.push({ count, resolve });
    });
  const server = createServer((_request, response) => {
    received += 1;
    for (const waiter of waiting.filter(({ count }) => received >= count)) waiter.resolve();
    if (delayMs === "never") return;
    setTimeout(() => {
      events.push("answered");
      response.end("done");
    }, delayMs);
  });
  servers.push(server);
  const shutdown = createGracefulShutdown({
    log: silentLogger,
    graceMs,
    close: () => {
      events.push("database closed");
      return Promise.resolve();
    },
  });
  shutdown.attach(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, shutdown, port, events, arrived };
}

function get(port: number, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          connection: response.headers.connection,
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe("createGracefulShutdown", () => {
  it("finishes the requests in flight, refuses new connections, then closes the database", async () => {
    const { shutdown, port, events, arrived } = await start(300);
    const agent = new Agent({ keepAlive: true });
    const inFlight = [get(port, agent), get(port, agent), get(port)];
    await arrived(3);

    const stopped = shutdown.shutdown("SIGTERM");
    await expect(shutdown.readiness.check()).rejects.toThrow("shutting down");
    await expect(get(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });

    expect(await Promise.all(inFlight)).toEqual([
      { status: 200, body: "done", connection: "close" },
      { status: 200, body: "done", connection: "close" },
      { status: 200, body: "done", connection: "close" },
    ]);
    expect(await stopped).toBe(0);
    expect(events).toEqual(["answered", "answered", "answered", "database closed"]);
    agent.destroy();
  });

  it("serves a request sent over a kept-alive connection just as the shutdown began", async () => {
    const { shutdown, port } = await start(50);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, agent)).toMatchObject({ status: 200, connection: "keep-alive" });
    const stopped = shutdown.shutdown("SIGTERM");
    // The idle connection is still open (Node's own close() would have ended it at once):
    // the request already on its way over it is answered, and the connection closed after.
    expect(await get(port, agent)).toEqual({ status: 200, body: "done", connection: "close" });
    expect(await stopped).toBe(0);
    agent.destroy();
  });

  it("closes a kept-alive connection that stays idle, rather than waiting for its timeout", async () => {
    const { shutdown, port } = await start(10);
    const agent = new Agent({ keepAlive: true });
    await get(port, agent);
    const started = performance.now();
    expect(await shutdown.shutdown("SIGTERM")).toBe(0);
    expect(performance.now() - started).toBeLessThan(scaled(2500));
    agent.destroy();
  });

  it("cuts what is still open after the grace period, closes the database anyway, and says so", async () => {
    const { shutdown, port, events, arrived } = await start("never", 300);
    const hanging = settled(get(port));
    await arrived(1);
    expect(await shutdown.shutdown("SIGTERM")).toBe(1);
    expect(await hanging).toMatchObject({ error: { code: "ECONNRESET" } });
    expect(events).toEqual(["database closed"]);
  });

  it("runs once however many signals come", async () => {
    const { shutdown, events } = await start(10);
    const [first, second] = [shutdown.shutdown("SIGTERM"), shutdown.shutdown("SIGINT")];
    expect(first).toBe(second);
    expect(await first).toBe(0);
    expect(events).toEqual(["database closed"]);
  });
});
