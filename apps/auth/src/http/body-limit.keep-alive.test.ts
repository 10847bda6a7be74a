// The attacker's review: after a 413 the next request on the same keep-alive connection was
// lost. A refused body is not read, so the server ends that connection; the 413 says so, and
// the client's next request goes out on a new one. Real sockets, a real keep-alive agent.
import { serve, type ServerType } from "@hono/node-server";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";

let auth: TestAuth;
let server: ServerType;
beforeAll(async () => {
  auth = await createTestAuth();
  server = await new Promise((resolve) => {
    const s = serve({ fetch: auth.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await auth.close();
});

it.each([100_000, 1_000_000])(
  "answers the request after a %i-byte 413 on a keep-alive agent",
  async (size) => {
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            path: "/sessions/validate",
            method: "POST",
            agent,
            headers: {
              "Content-Type": "application/json",
              "Content-Length": Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
              }),
            );
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    try {
      const refused = await post(JSON.stringify({ session_token: "x".repeat(size) }));
      expect(refused).toEqual({ status: 413, connection: "close" });
      expect((await post(JSON.stringify({ session_token: "a.b.c" }))).status).toBe(200);
    } finally {
      agent.destroy();
    }
  },
);
