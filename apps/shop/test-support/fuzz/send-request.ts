// One fuzz request, sent with node:http rather than fetch: a server may answer before it has
// read a body it refuses and then close the connection, and the status it answered with is
// what counts. A kept-alive connection the server closed meanwhile is tried once more on a new
// one; no answer within TIMEOUT_MS is a hang.
import { request as httpRequest, type Agent } from "node:http";

export interface FuzzRequest {
  pattern: string;
  method: string;
  path: string;
  kind: string;
  contentType?: string;
  body?: Uint8Array;
}

export interface Answer {
  status: number;
  text: string;
  contentType: string | null;
}

const TIMEOUT_MS = 15_000;
/** node:http's way of saying "a connection of its own". */
const FRESH_CONNECTION = false;

export function sendRequest(
  origin: string,
  agent: Agent | typeof FRESH_CONNECTION,
  request: FuzzRequest,
  retry = true,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (request.contentType !== undefined) headers["Content-Type"] = request.contentType;
    if (request.body !== undefined) headers["Content-Length"] = request.body.byteLength;
    const outgoing = httpRequest(origin + request.path, { method: request.method, headers, agent });
    let answered = false;
    outgoing.setTimeout(TIMEOUT_MS, () =>
      outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)),
    );
    outgoing.on("response", (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", reject);
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          text: Buffer.concat(chunks).toString("utf8"),
          contentType: incoming.headers["content-type"] ?? null,
        }),
      );
    });
    outgoing.on("error", (error) => {
      if (answered) return;
      if (retry && outgoing.reusedSocket) {
        sendRequest(origin, FRESH_CONNECTION, request, false).then(resolve, reject);
      } else reject(error);
    });
    outgoing.end(request.body);
  });
}
