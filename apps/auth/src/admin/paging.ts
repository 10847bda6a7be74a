// Paging of the admin API's lists, by Hanko's rules (backend/pagination/header.go): `page` from
// 1 and `per_page` (default 20; a missing or 0 value means the default, as Hanko's binder
// leaves it), and on the answer `X-Total-Count` and a `Link` header with first/last/next/prev,
// each the request's own URL with its page and per_page replaced. Hanko sets no upper bound on
// per_page; we refuse more than 1000 rather than read a whole table into one answer.
import type { Context } from "hono";
import { adminError } from "./admin-error.ts";
import { queryParameter } from "./openapi-query-parameter.ts";

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 1000;

export interface Paging {
  readonly page: number;
  readonly perPage: number;
}

/** The paging the query asks for, or the 400 answer naming the parameter. */
export function readPaging(c: Context): Paging | Response {
  const page = wholeNumber(c.req.query("page"));
  const perPage = wholeNumber(c.req.query("per_page"));
  if (page === undefined) return adminError(c, 400, "page must be a whole number");
  if (perPage === undefined || perPage > MAX_PER_PAGE) {
    return adminError(c, 400, `per_page must be a whole number up to ${MAX_PER_PAGE}`);
  }
  return { page: page || 1, perPage: perPage || DEFAULT_PER_PAGE };
}

export function setPagingHeaders(c: Context, paging: Paging, total: number): void {
  c.header("X-Total-Count", String(total));
  c.header("Link", linkHeader(new URL(c.req.url), paging, total));
}

/** Hanko's links: which relations appear depends on where the page lies. */
export function linkHeader(url: URL, { page, perPage }: Paging, total: number): string {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page !== 1 || page === lastPage) links.push(link(url, "first", perPage, 1));
  if (page !== lastPage) links.push(link(url, "last", perPage, lastPage));
  if (page < lastPage) links.push(link(url, "next", perPage, page + 1));
  if (page > 1) links.push(link(url, "prev", perPage, page - 1));
  return links.join(",");
}

function link(url: URL, rel: string, perPage: number, page: number): string {
  const target = new URL(url);
  target.searchParams.set("page", String(page));
  target.searchParams.set("per_page", String(perPage));
  // Go's url.Values.Encode sorts by key; the same order keeps the links byte-equal to Hanko's.
  target.searchParams.sort();
  return `<${target.href}>; rel="${rel}"`;
}

/** 0 when absent (Hanko's binder leaves the default), undefined when not a whole number. */
function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined || text === "") return 0;
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** The query parameters of a paged list, for its OpenAPI operation. */
export const PAGING_PARAMETERS = [
  queryParameter("page", "The page, from 1.", { type: "integer", minimum: 1, default: 1 }),
  queryParameter("per_page", "Entries per page.", {
    type: "integer",
    minimum: 1,
    maximum: MAX_PER_PAGE,
    default: DEFAULT_PER_PAGE,
  }),
];

/** The headers of a page, for its OpenAPI response. */
export const PAGING_HEADERS = {
  "X-Total-Count": {
    description: "How many entries the filters match, on all pages.",
    schema: { type: "integer" },
  },
  Link: {
    description: "RFC 8288 links to the first, last, next and previous pages.",
    schema: { type: "string" },
  },
} as const;
