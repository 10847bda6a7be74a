// The thread behind worker-search-engine.ts: the shop's SQLite file on a connection of its own,
// answering `match`, `facets` and `similar` with the SQLite engine one request at a time, and
// `rank`: a query ranked here (search-ranking.ts), so only its ids cross to the server.
// better-sqlite3 is synchronous, so a broad query run in the server's own thread (40–130 ms at
// 100,000 products when not yet kept) holds up every other request of the process meanwhile.
import { parentPort, workerData } from "node:worker_threads";
import { createDatabase } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { rankQuery } from "./search-ranking.ts";
import { createSqliteSearchEngine } from "./sqlite-search-engine.ts";
import type { SearchReply, SearchRequest, SearchWorkerData } from "./search-worker-messages.ts";

const { path } = workerData as SearchWorkerData;
const database = createDatabase<ShopDatabase>({ dialect: "sqlite", name: "shop", path });
const engine = createSqliteSearchEngine(database.db);
const port = parentPort!;

async function answer(request: SearchRequest): Promise<SearchReply> {
  try {
    switch (request.method) {
      case "match":
        return { id: request.id, result: await engine.match(...request.args) };
      case "facets":
        return { id: request.id, result: await engine.facets(...request.args) };
      case "similar":
        return { id: request.id, result: await engine.similar(...request.args) };
      case "rank":
        return { id: request.id, result: await rankQuery(engine, ...request.args) };
    }
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

port.on("message", (request: SearchRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});
