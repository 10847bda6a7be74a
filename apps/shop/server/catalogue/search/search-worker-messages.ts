// What worker-search-engine.ts and its thread (search-worker.ts) say to each other.
import type { SearchEngine } from "./search-engine.ts";

export interface SearchWorkerData {
  /** The shop's SQLite file. */
  path: string;
}

type Reads = Pick<Required<SearchEngine>, "match" | "facets" | "similar" | "rank">;
export type ReadMethod = keyof Reads;

export type SearchRequest = {
  [M in ReadMethod]: { id: number; method: M; args: Parameters<Reads[M]> };
}[ReadMethod];

export type SearchReply =
  { id: number; result: Awaited<ReturnType<Reads[ReadMethod]>> } | { id: number; error: string };
