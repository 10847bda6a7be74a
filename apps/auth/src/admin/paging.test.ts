import { describe, expect, it } from "vitest";
import { linkHeader } from "./paging.ts";

const url = new URL("http://admin.example/users?email=a&page=9");
const rels = (header: string) =>
  [...header.matchAll(/page=(\d+)&per_page=20>; rel="(\w+)"/g)].map((m) => `${m[2]}:${m[1]}`);

describe("Hanko's Link header", () => {
  it.each([
    { case: "no entries", page: 1, total: 0, links: ["first:1"] },
    { case: "one page", page: 1, total: 20, links: ["first:1"] },
    { case: "the first of three", page: 1, total: 45, links: ["last:3", "next:2"] },
    {
      case: "the middle of three",
      page: 2,
      total: 45,
      links: ["first:1", "last:3", "next:3", "prev:1"],
    },
    { case: "the last of three", page: 3, total: 45, links: ["first:1", "prev:2"] },
    { case: "past the last", page: 5, total: 45, links: ["first:1", "last:3", "prev:4"] },
  ])("links $case", ({ page, total, links }) => {
    expect(rels(linkHeader(url, { page, perPage: 20 }, total))).toEqual(links);
  });

  it("keeps the other query parameters, sorted by name as Go encodes them", () => {
    const header = linkHeader(
      new URL("http://admin.example/users?sort_direction=asc&email=a"),
      { page: 1, perPage: 20 },
      0,
    );
    expect(header).toBe(
      '<http://admin.example/users?email=a&page=1&per_page=20&sort_direction=asc>; rel="first"',
    );
  });
});
