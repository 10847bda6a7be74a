// Test support: a real HTTP endpoint on 127.0.0.1 that records every webhook request it gets
// and answers with `status` (204 unless a test makes it fail). `stop()` closes the port, so
// the sender meets a refused connection, and `start()` opens the same port again.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  status: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let server: Server | undefined;
  let port = 0;
  const receiver: WebhookReceiver = {
    url: "",
    received,
    status: 204,
    async start() {
      const listening = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          const status = receiver.status;
          received.push({ headers: req.headers, body: Buffer.concat(chunks).toString(), status });
          res.writeHead(status, { connection: "close" }).end();
        });
      });
      await new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", resolve));
      port = (listening.address() as AddressInfo).port;
      server = listening;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      closing.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        closing.close((error) => (error ? reject(error) : resolve())),
      );
    },
    close: () => receiver.stop(),
  };
  await receiver.start();
  Object.assign(receiver, { url: `http://127.0.0.1:${port}/hooks` });
  return receiver;
}
