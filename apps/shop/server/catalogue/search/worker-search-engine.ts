// Search on the embedded default without holding up the server: the index is read in a worker
// thread with a connection of its own (search-worker.ts), so a broad query that is not yet kept
// costs the searching shopper its time and nobody else theirs. Writes (the sync's batches)
// stay on the server's connection; SQLite's WAL lets the thread read meanwhile and see each
// batch once it is committed. The thread starts on the first search and does not keep the
// process alive; when it fails, the searches waiting on it fail and the next starts another.
import { Worker } from "node:worker_threads";
import type { SearchEngine } from "./search-engine.ts";
import type {
  ReadMethod,
  SearchReply,
  SearchRequest,
  SearchWorkerData,
} from "./search-worker-messages.ts";

interface Waiting {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export interface WorkerSearchEngine extends SearchEngine {
  /** Stops the thread; a search after this starts another. */
  close(): Promise<void>;
}

/**
 * The SQLite engine with its reads in a worker thread over the file at `path`; `writer` (the
 * same engine on the server's connection) takes the writes.
 */
export function createWorkerSearchEngine(path: string, writer: SearchEngine): WorkerSearchEngine {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function failAll(error: Error) {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const data: SearchWorkerData = { path };
    const thread = new Worker(new URL("./search-worker.ts", import.meta.url), {
      workerData: data,
    });
    thread.unref();
    thread.on("message", (reply: SearchReply) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if ("error" in reply) entry.reject(new Error(`search: ${reply.error}`));
      else entry.resolve(reply.result);
    });
    const ended = (error: Error) => {
      if (worker !== thread) return;
      worker = undefined;
      failAll(error);
    };
    thread.on("error", ended);
    thread.on("exit", (code) => ended(new Error(`search: the search thread ended (${code})`)));
    worker = thread;
    return thread;
  }

  function ask<M extends ReadMethod>(
    method: M,
    args: Extract<SearchRequest, { method: M }>["args"],
  ): Promise<Awaited<ReturnType<SearchEngine[M]>>> {
    const thread = started();
    const id = nextId++;
    // Held while it answers, so a script awaiting a search does not end under it.
    thread.ref();
    return new Promise<Awaited<ReturnType<SearchEngine[M]>>>((resolve, reject) => {
      waiting.set(id, { resolve: resolve, reject });
      thread.postMessage({ id, method, args });
    }).finally(() => {
      if (waiting.size === 0) worker?.unref();
    });
  }

  return {
    match: (query, limit) => ask("match", [query, limit]),
    facets: (query) => ask("facets", [query]),
    similar: (words, filter, limit) => ask("similar", [words, filter, limit]),
    write: (documents, removed) => writer.write(documents, removed),
    async close() {
      const thread = worker;
      worker = undefined;
      failAll(new Error("search: closed"));
      await thread?.terminate();
    },
  };
}
