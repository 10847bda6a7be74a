// Which session tokens a request carries (§6.3 step 1): the Bearer header's first, then the
// cookie's, and never an empty one, so an empty cookie cannot stand in for a session.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { sessionTokenCandidates } from "./session-tokens.ts";

const app = new Hono();
app.get("/", (c) => c.json(sessionTokenCandidates(c, "hanko")));

async function candidates(headers: Record<string, string>): Promise<unknown> {
  return (await app.request("/", { headers })).json();
}

describe("sessionTokenCandidates", () => {
  it.each([
    ["nothing", {}, []],
    ["a Bearer header", { Authorization: "Bearer head" }, ["head"]],
    ["the session cookie", { Cookie: "hanko=jar" }, ["jar"]],
    [
      "both, the header first",
      { Authorization: "Bearer head", Cookie: "hanko=jar" },
      ["head", "jar"],
    ],
    ["another cookie only", { Cookie: "other=jar" }, []],
    ["an empty cookie", { Cookie: "hanko=" }, []],
    [
      "an empty Bearer header and a cookie",
      { Authorization: "Bearer ", Cookie: "hanko=jar" },
      ["jar"],
    ],
    ["a Basic header", { Authorization: "Basic dXNlcjpwdw==" }, []],
  ])("finds in %s: %j", async (_case, headers, expected) => {
    expect(await candidates(headers)).toEqual(expected);
  });
});
