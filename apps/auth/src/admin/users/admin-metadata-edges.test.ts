// The admin view of a user's metadata columns: an unset column, an empty object and stored
// JSON that is no object (an array, a number) are not shown; with none shown there is no
// metadata at all.
import { describe, expect, it } from "vitest";
import { adminMetadataOf } from "./admin-metadata.ts";

const NONE = { public_metadata: null, private_metadata: null, unsafe_metadata: null };

describe("adminMetadataOf", () => {
  it("shows each non-empty object under its kind", () => {
    expect(
      adminMetadataOf({
        public_metadata: '{"plan":"guld"}',
        private_metadata: '{"note":"ringer ofta"}',
        unsafe_metadata: '{"theme":"mörk"}',
      }),
    ).toEqual({
      public_metadata: { plan: "guld" },
      private_metadata: { note: "ringer ofta" },
      unsafe_metadata: { theme: "mörk" },
    });
  });

  it("is undefined when no column is set", () => {
    expect(adminMetadataOf(NONE)).toBeUndefined();
    expect(adminMetadataOf({ unsafe_metadata: null })).toBeUndefined();
  });

  it("leaves out an empty object, and is undefined when that is all there is", () => {
    expect(adminMetadataOf({ ...NONE, public_metadata: "{}" })).toBeUndefined();
    expect(adminMetadataOf({ ...NONE, public_metadata: "{}", unsafe_metadata: '{"a":1}' })).toEqual(
      { unsafe_metadata: { a: 1 } },
    );
  });

  it.each([
    ["an array", '["guld"]'],
    ["an empty array", "[]"],
    ["a number", "42"],
    ["a string", '"guld"'],
    ["null", "null"],
  ])("leaves out stored JSON that is %s", (_case, stored) => {
    expect(adminMetadataOf({ ...NONE, private_metadata: stored })).toBeUndefined();
    expect(
      adminMetadataOf({ ...NONE, private_metadata: stored, public_metadata: '{"b":2}' }),
    ).toEqual({ public_metadata: { b: 2 } });
  });
});
