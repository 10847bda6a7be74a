// readPaging: what `page` and `per_page` a list accepts, and the 400 that names the parameter.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { readPaging } from "./paging.ts";

const app = new Hono();
app.get("/list", (c) => {
  const paging = readPaging(c);
  return paging instanceof Response ? paging : c.json(paging);
});

const answer = async (query: string) => {
  const res = await app.request(`/list${query}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe("readPaging", () => {
  it("reads empty parameters as absent: the first page of the default size", async () => {
    expect(await answer("?page=&per_page=")).toEqual({
      status: 200,
      body: { page: 1, perPage: 20 },
    });
  });

  it("takes pages past 9 and per_page up to 1000", async () => {
    expect(await answer("?page=12&per_page=1000")).toEqual({
      status: 200,
      body: { page: 12, perPage: 1000 },
    });
  });

  it.each([
    ["?page=5x", "page must be a whole number"],
    ["?page=-1", "page must be a whole number"],
    ["?per_page=abc", "per_page must be a whole number up to 1000"],
    ["?per_page=1001", "per_page must be a whole number up to 1000"],
  ])("refuses %s, saying why", async (query, message) => {
    expect(await answer(query)).toEqual({ status: 400, body: { code: 400, message } });
  });
});
