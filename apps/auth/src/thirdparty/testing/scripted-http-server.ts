// A real HTTP server on 127.0.0.1 that answers what a test scripts, for the provider answers
// a well-behaved OpenID provider (./local-oidc-provider.ts) never gives: an HTML error page, a
// token response without a token, a redirect, another issuer's discovery document. It keeps
// every request it received, as the provider would have seen it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as is; an object or array is sent as JSON. */
  body?: string | object;
}

export interface ReceivedRequest {
  method: string;
  /** The path and query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ScriptedHttpServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The answer for a path (without the query); 404 for any other. */
  answer(path: string, answer: ScriptedAnswer): void;
  /** The requests received since the last call. */
  received(): ReceivedRequest[];
  close(): Promise<void>;
}

export async function startScriptedHttpServer(): Promise<ScriptedHttpServer> {
  const answers = new Map<string, ScriptedAnswer>();
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = request.url ?? "/";
      requests.push({
        method: request.method ?? "GET",
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const scripted = answers.get(new URL(url, "http://x").pathname) ?? { status: 404 };
      const { body } = scripted;
      const json = body !== undefined && typeof body !== "string";
      response.writeHead(scripted.status ?? 200, {
        ...(json && { "content-type": "application/json" }),
        ...scripted.headers,
      });
      response.end(json ? JSON.stringify(body) : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (path, answer) => answers.set(path, answer),
    received: () => requests.splice(0),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
