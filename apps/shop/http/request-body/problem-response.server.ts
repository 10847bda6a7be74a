// How an endpoint (an API route, the server's method gate and body limit) answers a
// BodyProblem. A program (fetch, a fetcher's .data request, curl) gets JSON with the stable
// code; a browser that navigated here, as a form posted without JavaScript does, gets a plain
// page in the shopper's language with a link back to where it came from.
import { formReturnPath } from "../local-path.ts";
import type { Language } from "../../domain/language.ts";
import type { BodyProblem, ProblemAnswer } from "./body-problem.ts";
import { plainMessagePage } from "./plain-message-page.ts";
import { requestBodyMessages } from "./request-body-messages.ts";

export function problemResponse(
  request: Request,
  problem: BodyProblem,
  { language, allow }: { language: Language; allow?: string },
): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (allow !== undefined) headers.set("Allow", allow);
  const say = requestBodyMessages[language];
  const message = say[problem.message];
  if (!isNavigation(request)) {
    const answer: ProblemAnswer = { error: { code: problem.code, message } };
    return Response.json(answer, { status: problem.status, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  const page = plainMessagePage({
    language,
    title: say["request.title"],
    message,
    back: { href: backPath(request), label: say["request.back"] },
  });
  return new Response(page, { status: problem.status, headers });
}

/**
 * A page load rather than a program: Fetch Metadata says so where the browser sends it, and
 * otherwise an Accept that asks for HTML and not JSON. React Router's own requests (paths
 * ending in .data) are programs.
 */
function isNavigation(request: Request): boolean {
  if (new URL(request.url).pathname.endsWith(".data")) return false;
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode !== null) return mode === "navigate";
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** The page the visitor came from on this site, or the home page. */
function backPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (referer === null) return "/";
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin
      ? formReturnPath(`${from.pathname}${from.search}`)
      : "/";
  } catch {
    return "/";
  }
}
