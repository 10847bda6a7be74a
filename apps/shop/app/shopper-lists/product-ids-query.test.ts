import { describe, expect, it } from "vitest";
import { parseIdsQuery, parseSingleId } from "./product-ids-query.ts";

const query = (search: string) => parseIdsQuery(new URLSearchParams(search));

describe("the ids of /api/products", () => {
  it.each([
    ["ids=1,2,3", [1, 2, 3]],
    ["ids=3,3,1", [3, 1]],
    ["ids= 4 , 5", [4, 5]],
    ["ids=", []],
    ["ids=abc,-1,0,1.5,1e3,0x10,007", []],
    ["ids=99999999999999999999", []],
    ["ids=12,<script>", [12]],
  ])("%s gives %j", (search, ids) => {
    expect(query(search)).toEqual({ ok: true, ids });
  });

  it("refuses a missing list and more than 100 ids", () => {
    expect(query("id=1")).toEqual({ ok: false, message: "Ask for products as ?ids=1,2,3" });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(",");
    expect(query(`ids=${many}`)).toEqual({ ok: false, message: "At most 100 ids per request" });
  });

  it.each([
    ["id=12", 12],
    ["id=0", undefined],
    ["id=x", undefined],
    ["", undefined],
  ])("single id %s gives %s", (search, id) => {
    expect(parseSingleId(new URLSearchParams(search))).toBe(id);
  });
});
