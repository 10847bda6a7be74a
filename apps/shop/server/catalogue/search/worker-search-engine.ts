// Search on the embedded default without holding up the server: the index is read in worker
// threads, each with a connection of its own (search-worker.ts), so a broad query that is not
// yet kept costs the searching shopper its time and nobody else theirs. Writes (the sync's batches)
// stay on the server's connection; SQLite's WAL lets the thread read meanwhile and see each
// batch once it is committed. A thread starts when a search is first asked of it and does not
// keep the process alive; when it fails, the searches waiting on it fail and the next starts
// another.
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

/** Threads by default: on two cores one more than the server's thread could keep busy alone. */
export const SEARCH_THREADS = 2;

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

/**
 * The SQLite engine with its reads in `threads` worker threads over the file at `path` (SQLite
 * lets readers read side by side), each search asked of the thread with the fewest waiting;
 * `writer` (the same engine on the server's connection) takes the writes.
 */
export function createWorkerSearchEngine(
  path: string,
  writer: SearchEngine,
  threads = SEARCH_THREADS,
): WorkerSearchEngine {
  const slots: (Thread | undefined)[] = Array.from({ length: threads }, () => undefined);
  let nextId = 0;

  function failAll(thread: Thread, error: Error) {
    for (const entry of thread.waiting.values()) entry.reject(error);
    thread.waiting.clear();
  }

  function started(slot: number): Thread {
    const running = slots[slot];
    if (running) return running;
    const data: SearchWorkerData = { path };
    const worker = new Worker(new URL("./search-worker.ts", import.meta.url), {
      workerData: data,
    });
    const thread: Thread = { worker, waiting: new Map() };
    worker.unref();
    worker.on("message", (reply: SearchReply) => {
      const entry = thread.waiting.get(reply.id);
      if (!entry) return;
      thread.waiting.delete(reply.id);
      if ("error" in reply) entry.reject(new Error(`search: ${reply.error}`));
      else entry.resolve(reply.result);
    });
    const ended = (error: Error) => {
      if (slots[slot] !== thread) return;
      slots[slot] = undefined;
      failAll(thread, error);
    };
    worker.on("error", ended);
    worker.on("exit", (code) => ended(new Error(`search: the search thread ended (${code})`)));
    slots[slot] = thread;
    return thread;
  }

  /** The slot whose thread has the fewest searches waiting; one not started counts none. */
  function leastBusy(): number {
    let best = 0;
    for (let slot = 1; slot < slots.length; slot += 1) {
      if ((slots[slot]?.waiting.size ?? 0) < (slots[best]?.waiting.size ?? 0)) best = slot;
    }
    return best;
  }

  function ask<M extends ReadMethod>(
    method: M,
    args: Extract<SearchRequest, { method: M }>["args"],
  ): Promise<Awaited<ReturnType<Required<SearchEngine>[M]>>> {
    const thread = started(leastBusy());
    const id = nextId++;
    // Held while it answers, so a script awaiting a search does not end under it.
    thread.worker.ref();
    return new Promise<Awaited<ReturnType<Required<SearchEngine>[M]>>>((resolve, reject) => {
      thread.waiting.set(id, { resolve: resolve, reject });
      thread.worker.postMessage({ id, method, args });
    }).finally(() => {
      if (thread.waiting.size === 0) thread.worker.unref();
    });
  }

  return {
    match: (query, limit) => ask("match", [query, limit]),
    facets: (query) => ask("facets", [query]),
    similar: (words, filter, limit, partNumber) =>
      ask("similar", [words, filter, limit, partNumber]),
    rank: (query, language, filter) => ask("rank", [query, language, filter]),
    write: (documents, removed) => writer.write(documents, removed),
    async close() {
      const running = slots.filter((thread) => thread !== undefined);
      slots.fill(undefined);
      for (const thread of running) failAll(thread, new Error("search: closed"));
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
