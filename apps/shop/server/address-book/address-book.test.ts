import { describe, expect, it } from "vitest";
import type { AddressInput } from "../../domain/address-book/saved-address.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAddressBook } from "./address-book.ts";

const HOME: AddressInput = {
  label: "Hemma",
  name: "Anna Svensson",
  street: "Storgatan 1",
  postcode: "11122",
  city: "Stockholm",
};
const WORK: AddressInput = {
  label: "Jobbet",
  name: "Anna Svensson",
  street: "Kungsgatan 9",
  postcode: "411-19",
  city: "Göteborg",
};
const CABIN: AddressInput = {
  label: undefined,
  name: "Anna Svensson",
  street: "Sjövägen 3",
  postcode: "981 38",
  city: "Kiruna",
};

describe.each(dialects())("the address book on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  /** A book whose clock moves a second a call, so "oldest" is well defined. */
  async function open(limit?: number) {
    const database = await databases.open();
    let tick = Date.parse("2026-12-01T10:00:00.000Z");
    const book = createAddressBook(database.db, {
      dialect: database.dialect,
      limit,
      now: () => new Date((tick += 1000)),
    });
    return { book, database };
  }

  const added = async (result: Promise<{ ok: boolean; address?: { id: string } }>) => {
    const answer = await result;
    if (!answer.ok || !answer.address) throw new Error("not added");
    return answer.address.id;
  };

  it("makes the first address the default, writes postcodes '123 45' and lists the default first", async () => {
    const { book } = await open();
    const first = await book.add("anna", HOME);
    expect(first).toMatchObject({
      ok: true,
      address: { ...HOME, postcode: "111 22", isDefault: true },
    });
    expect(first.ok && first.address.id).toMatch(/^[0-9a-f-]{36}$/);
    await book.add("anna", WORK);
    await book.add("anna", CABIN, { makeDefault: true });
    const list = await book.list("anna");
    expect(list.map((a) => [a.street, a.postcode, a.isDefault])).toEqual([
      ["Sjövägen 3", "981 38", true],
      ["Storgatan 1", "111 22", false],
      ["Kungsgatan 9", "411 19", false],
    ]);
    expect(list[0]!.label).toBeUndefined();
  });

  it("keeps one default: making another the default takes it from the first", async () => {
    const { book } = await open();
    const home = await added(book.add("anna", HOME));
    const work = await added(book.add("anna", WORK));
    expect(await book.makeDefault("anna", work)).toBe(true);
    const list = await book.list("anna");
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([work]);
    expect(list.map((a) => a.id)).toEqual([work, home]);
  });

  it("hands the default to the oldest address left when the default is deleted", async () => {
    const { book } = await open();
    const home = await added(book.add("anna", HOME));
    const work = await added(book.add("anna", WORK));
    const cabin = await added(book.add("anna", CABIN));
    expect(await book.remove("anna", home)).toBe(true);
    expect((await book.list("anna")).map((a) => [a.id, a.isDefault])).toEqual([
      [work, true],
      [cabin, false],
    ]);
    // Deleting one that is not the default leaves the default alone.
    expect(await book.remove("anna", cabin)).toBe(true);
    expect(await book.remove("anna", work)).toBe(true);
    expect(await book.list("anna")).toEqual([]);
    expect(await book.remove("anna", work)).toBe(false);
  });

  it("changes an address, keeping it the default, and makes one the default when asked", async () => {
    const { book } = await open();
    const home = await added(book.add("anna", HOME));
    const work = await added(book.add("anna", WORK));
    const changed = await book.update("anna", home, { ...HOME, label: " ", street: "Nygatan 4 " });
    expect(changed).toMatchObject({ label: undefined, street: "Nygatan 4", isDefault: true });
    const moved = await book.update(
      "anna",
      work,
      { ...WORK, postcode: "41119" },
      { makeDefault: true },
    );
    expect(moved).toMatchObject({ postcode: "411 19", isDefault: true });
    expect((await book.find("anna", home))?.isDefault).toBe(false);
  });

  it("never shows, changes or deletes another shopper's address", async () => {
    const { book } = await open();
    const annas = await added(book.add("anna", HOME));
    await book.add("bo", WORK);
    expect(await book.find("bo", annas)).toBeUndefined();
    expect(await book.update("bo", annas, CABIN)).toBeUndefined();
    expect(await book.remove("bo", annas)).toBe(false);
    expect(await book.makeDefault("bo", annas)).toBe(false);
    expect(await book.list("anna")).toMatchObject([
      { id: annas, street: "Storgatan 1", isDefault: true },
    ]);
    expect(await book.list("bo")).toMatchObject([{ street: "Kungsgatan 9", isDefault: true }]);
  });

  it("refuses an address past the limit and saves nothing", async () => {
    const { book } = await open(2);
    expect(book.limit).toBe(2);
    await book.add("anna", HOME);
    await book.add("anna", WORK);
    expect(await book.add("anna", CABIN)).toEqual({ ok: false, reason: "full" });
    expect(await book.list("anna")).toHaveLength(2);
    // Another shopper's book has its own limit.
    expect((await book.add("bo", CABIN)).ok).toBe(true);
  });

  it("keeps the limit and one default when one shopper's changes race", async () => {
    const { book, database } = await open(5);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        book.add("anna", { ...HOME, street: `Gatan ${i}` }, { makeDefault: i % 3 === 0 }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const list = await book.list("anna");
    expect(list).toHaveLength(5);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
    await Promise.all(list.map((a) => book.makeDefault("anna", a.id)));
    const defaults = await database.db
      .selectFrom("saved_addresses")
      .select("id")
      .where("user_id", "=", "anna")
      .where("is_default", "=", 1)
      .execute();
    expect(defaults).toHaveLength(1);
  });

  it("refuses a second default at the database, whatever the code does", async () => {
    const { book, database } = await open();
    await book.add("anna", HOME);
    const work = await added(book.add("anna", WORK));
    await expect(
      database.db
        .updateTable("saved_addresses")
        .set({ is_default: 1 })
        .where("id", "=", work)
        .execute(),
    ).rejects.toThrow();
  });
});
