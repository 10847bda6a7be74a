// One load run with autocannon: requests per second and p99 latency.
import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Builds each request's path and body; default the URL's own path and no body. */
  next?: () => { path?: string; body?: string };
  connections?: number;
  seconds?: number;
  /** Send exactly this many requests instead of running for `seconds`. */
  amount?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { next } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "POST",
    headers: options.headers ?? { "content-type": "application/json" },
    connections: options.connections ?? 10,
    ...(options.amount === undefined
      ? { duration: options.seconds ?? 5 }
      : { amount: options.amount }),
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...next?.() }),
      },
    ],
  });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printResults(results: LoadResult[], baseline: LoadResult): void {
  const rows = results.map((r) => ({
    scenario: r.name,
    "req/s": r.requestsPerSecond,
    "p99 ms": r.p99Ms,
    "× baseline req/s": (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    "× baseline p99": (r.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(2),
    "non-2xx": r.non2xx,
    errors: r.errors,
  }));
  console.table(rows);
}
