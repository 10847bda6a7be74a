// Walks every route of app/routes.ts against a running shop: each path with its parameters
// filled from what the shop itself links to (real products, articles, categories), then GET
// with hostile queries and hostile path parameters, and POST, PUT, PATCH, DELETE and OPTIONS
// with hostile bodies. Records every answer's status and whether it gave injected markup back
// live; a request without an answer counts as a hang (send-request.ts).
import { Agent } from "node:http";
import { bodyVariants, type BodyVariant } from "./body-variants.ts";
import { candidates, genericPath, hostileParams, segmentValues } from "./fill-params.ts";
import { isMarkup, MARKER_NAME, reflectedMarkup } from "./markers.ts";
import { pageLinks, type PageLinks } from "./page-links.ts";
import { queryVariants } from "./query-variants.ts";
import { patternOf, routePatterns } from "./route-patterns.ts";
import { sendRequest, type Answer, type FuzzRequest } from "./send-request.ts";

export type { FuzzRequest };

export interface FuzzFailure {
  request: string;
  problem: string;
}

export interface RouteCoverage {
  pattern: string;
  paths: string[];
  requests: number;
  statuses: Record<number, number>;
}

export interface FuzzReport {
  requests: number;
  /** Answers that gave an injected marker back harmlessly (escaped): proof the markers land. */
  escapedEchoes: number;
  failures: FuzzFailure[];
  routes: RouteCoverage[];
  milliseconds: number;
}

/** Paths per route with parameters, from those the shop links to. */
const SAMPLES = 1;
const GENERIC_QUERY_NAMES = ["q", "page", "id", "sort"];
const GENERIC_FIELDS = ["name", "email", "message", "redirectTo"];
const METHODS_WITH_BODIES = ["POST", "PUT", "DELETE"];

const CATCH_ALL = "/*";

const describeRequest = (r: FuzzRequest) => `${r.method} ${r.path.slice(0, 160)} [${r.kind}]`;

const unique = <T>(items: readonly T[]) => [...new Set(items)];

export async function fuzzRoutes(origin: string, concurrency = 6): Promise<FuzzReport> {
  const started = performance.now();
  const failures: FuzzFailure[] = [];
  const coverage = new Map<string, RouteCoverage>(
    routePatterns.map(({ pattern }) => [
      pattern,
      { pattern, paths: [], requests: 0, statuses: {} },
    ]),
  );
  let requests = 0;
  let escapedEchoes = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  const run = async (request: FuzzRequest): Promise<Answer | undefined> => {
    requests += 1;
    const route = coverage.get(request.pattern)!;
    try {
      const answer = await sendRequest(origin, agent, request);
      route.requests += 1;
      route.statuses[answer.status] = (route.statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500) {
        failures.push({
          request: describeRequest(request),
          problem: `${answer.status}: ${answer.text.slice(0, 200)}`,
        });
      }
      const reflected = isMarkup(answer.contentType) ? reflectedMarkup(answer.text) : undefined;
      if (!reflected && answer.text.includes(MARKER_NAME)) escapedEchoes += 1;
      if (reflected)
        failures.push({
          request: describeRequest(request),
          problem: `gave back ${reflected}… as markup`,
        });
      return answer;
    } catch (error) {
      route.requests += 1;
      failures.push({ request: describeRequest(request), problem: String(error) });
      return undefined;
    }
  };

  const runAll = async (
    list: readonly FuzzRequest[],
    onAnswer: (request: FuzzRequest, answer: Answer | undefined) => void = () => undefined,
  ) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < list.length) {
          const request = list[next++]!;
          onAnswer(request, await run(request));
        }
      }),
    );
  };

  // 1. Every fixed path, and what the shop links to from it: the catalogue as it renders it.
  const links = new Map<string, PageLinks>();
  const visit = (pages: readonly { pattern: string; path: string }[]) =>
    runAll(
      pages.map(({ pattern, path }) => ({ pattern, method: "GET", path, kind: "as linked" })),
      (request, answer) => links.set(request.path, pageLinks(answer?.text ?? "", origin)),
    );
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const known = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = ""]) => new URL(url).pathname),
  );
  await visit(
    routePatterns
      .filter((route) => route.params.length === 0)
      .map(({ pattern }) => ({ pattern, path: pattern })),
  );
  for (const page of links.values()) for (const path of page.paths) known.add(path);

  // 2. Each route's paths: up to SAMPLES linked paths React Router serves with it; for a route
  // nothing links to, its parameters filled with values the linked paths use (a product id, a
  // type, a slug) or left empty, keeping those that answer 200; else a made-up value. The
  // catch-all gets a path no route has.
  const pathsOf = new Map<string, string[]>();
  const linkedTo = (pattern: string) =>
    [...known].filter((path) => patternOf(path) === pattern).sort();
  const values = segmentValues(
    routePatterns.filter((route) => route.params.length > 0 && route.pattern !== CATCH_ALL),
    linkedTo,
  );
  const samples: { pattern: string; path: string }[] = [];
  const probes: FuzzRequest[] = [];
  for (const route of routePatterns) {
    if (route.params.length === 0) {
      pathsOf.set(route.pattern, [route.pattern]);
    } else if (route.pattern === CATCH_ALL) {
      pathsOf.set(route.pattern, ["/no-such-page"]);
    } else {
      const linked = linkedTo(route.pattern).slice(0, SAMPLES);
      pathsOf.set(route.pattern, linked);
      if (linked.length > 0)
        samples.push(...linked.map((path) => ({ pattern: route.pattern, path })));
      else
        probes.push(
          ...candidates(route.pattern, values)
            .filter((path) => patternOf(path) === route.pattern)
            .map((path) => ({
              pattern: route.pattern,
              method: "GET",
              path,
              kind: "probe",
            })),
        );
    }
  }
  await visit(samples);
  await runAll(probes, (request, answer) => {
    const paths = pathsOf.get(request.pattern)!;
    if (answer?.status !== 200 || paths.length >= SAMPLES) return;
    paths.push(request.path);
    links.set(request.path, pageLinks(answer.text, origin));
  });
  for (const route of routePatterns) {
    const paths = pathsOf.get(route.pattern)!;
    if (paths.length === 0) paths.push(genericPath(route.pattern));
  }

  // 3. The hostile requests, for every path of every route.
  const list: FuzzRequest[] = [];
  for (const route of routePatterns) {
    const paths = pathsOf.get(route.pattern)!;
    coverage.get(route.pattern)!.paths = paths;
    for (const path of paths) {
      const page = links.get(path);
      const names = unique([...(page?.queryNames ?? []), ...GENERIC_QUERY_NAMES]).slice(0, 8);
      const fields = unique([...(page?.postFields ?? []), ...GENERIC_FIELDS]).slice(0, 10);
      for (const { kind, search } of queryVariants(names)) {
        list.push({
          pattern: route.pattern,
          method: "GET",
          path: `${path}?${search}`,
          kind: `query: ${kind}`,
        });
      }
      if (route.params.length > 0) {
        for (const hostile of hostileParams(path)) {
          list.push({
            pattern: route.pattern,
            method: "GET",
            path: hostile,
            kind: "hostile parameter",
          });
        }
      }
      const bodies: BodyVariant[] = bodyVariants(fields);
      for (const method of METHODS_WITH_BODIES) {
        for (const variant of bodies.filter((body) => method === "POST" || !body.large)) {
          list.push({
            pattern: route.pattern,
            method,
            path,
            ...variant,
            kind: `body: ${variant.kind}`,
          });
        }
      }
      list.push({ pattern: route.pattern, method: "PATCH", path, kind: "no body" });
      list.push({ pattern: route.pattern, method: "OPTIONS", path, kind: "no body" });
    }
  }
  await runAll(list);

  agent.destroy();
  return {
    requests,
    escapedEchoes,
    failures,
    routes: [...coverage.values()],
    milliseconds: Math.round(performance.now() - started),
  };
}
