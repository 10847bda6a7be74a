// The address book page's loader and action with real requests, over the real store on SQLite
// (the store's behaviour on both dialects is held by server/address-book/address-book.test.ts).
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import { createAddressBook } from "../../server/address-book/address-book.ts";
import { createFixedWindowLimiter } from "../../server/rate-limit/fixed-window-limiter.ts";
import type { ShopServices } from "../../server/shop-services.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import { loadAddressBook, submitAddressBook } from "./address-book.server.ts";

const ORIGIN = "https://butik.test";
const PAGE = `${ORIGIN}/page/address_book`;
const ANNA: ShopperSession = {
  userId: "anna",
  sessionId: "s1",
  email: "anna@example.se",
  emailVerified: true,
  username: undefined,
};
const HOME = {
  label: "Hemma",
  name: "Anna Svensson",
  street: "Storgatan 1",
  postcode: "11122",
  city: "Stockholm",
};

const [sqlite] = dialects();

describe.each([sqlite!])("the address book page on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function page({ limit = 3, writes = 100 } = {}) {
    const database = await databases.open();
    const addressBook = createAddressBook(database.db, { dialect: database.dialect, limit });
    const services = {
      addressBook,
      addressWriteLimit: createFixedWindowLimiter({ limit: writes, windowMs: 60_000 }),
      bodyLimits: { form: 16_384, request: 65_536, upload: 65_536 },
    } as unknown as ShopServices;
    const context = (session: ShopperSession | null = ANNA) => {
      const provider = new RouterContextProvider();
      provider.set(servicesContext, services);
      provider.set(sessionContext, session);
      return provider;
    };
    const post = (
      fields: Record<string, string>,
      {
        session = ANNA,
        site = "same-origin",
      }: { session?: ShopperSession | null; site?: string } = {},
    ) =>
      submitAddressBook(
        new Request(PAGE, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Sec-Fetch-Site": site,
          },
          body: new URLSearchParams(fields),
        }),
        context(session),
      );
    const load = (query = "") => loadAddressBook(new Request(`${PAGE}${query}`), context());
    return { addressBook, post, load, context };
  }

  type Answer = Awaited<ReturnType<typeof submitAddressBook>>;
  const location = (answer: Answer) => {
    if (!(answer instanceof Response))
      throw new Error(`expected a redirect, got ${answer.init?.status}`);
    return `${answer.status} ${answer.headers.get("Location")}`;
  };
  const refused = (answer: Answer) => {
    if (answer instanceof Response) throw new Error(`expected a refusal, got ${answer.status}`);
    return { status: answer.init?.status, ...answer.data };
  };

  it("adds, changes, makes default and deletes, each answered with the page saying so", async () => {
    const { post, load } = await page();
    expect(location(await post({ intent: "add", ...HOME }))).toBe(
      "303 /page/address_book?done=added",
    );
    expect(
      location(await post({ intent: "add", ...HOME, label: "Jobbet", street: "Kungsgatan 9" })),
    ).toBe("303 /page/address_book?done=added");
    const [home, work] = (await load()).addresses;
    expect([home?.label, home?.postcode, home?.isDefault, work?.label]).toEqual([
      "Hemma",
      "111 22",
      true,
      "Jobbet",
    ]);

    expect(location(await post({ intent: "default", id: work!.id }))).toBe(
      "303 /page/address_book?done=default",
    );
    expect(
      location(await post({ intent: "update", id: home!.id, ...HOME, street: "Nygatan 4" })),
    ).toBe("303 /page/address_book?done=updated");
    const view = await load(`?edit=${home!.id}&done=updated`);
    expect(view.done).toBe("updated");
    expect(view.editing).toMatchObject({ street: "Nygatan 4", isDefault: false });
    expect(view.addresses.map((a) => a.label)).toEqual(["Jobbet", "Hemma"]);

    expect((await load(`?remove=${work!.id}`)).removing?.id).toBe(work!.id);
    expect(location(await post({ intent: "remove", id: work!.id }))).toBe(
      "303 /page/address_book?done=removed",
    );
    expect((await load()).addresses).toMatchObject([{ label: "Hemma", isDefault: true }]);
  });

  it("answers bad input beside each field with everything typed kept, saving nothing", async () => {
    const { post, addressBook } = await page();
    const typed = {
      intent: "add",
      label: "Hemma",
      name: "",
      street: "Storgatan 1",
      postcode: "1234",
      city: "Stockholm",
    };
    expect(refused(await post(typed))).toEqual({
      status: 400,
      intent: "add",
      id: undefined,
      values: typed,
      errors: { name: "checkout.error.nameRequired", postcode: "checkout.error.postcode" },
      problem: "addressBook.error.summary",
    });
    expect(await addressBook.list("anna")).toEqual([]);
  });

  it("says the book is full, keeping what was typed", async () => {
    const { post } = await page({ limit: 1 });
    location(await post({ intent: "add", ...HOME }));
    const full = refused(await post({ intent: "add", ...HOME, street: "Kungsgatan 9" }));
    expect(full).toMatchObject({ status: 409, problem: "addressBook.error.full", count: 1 });
    expect(full.values.street).toBe("Kungsgatan 9");
  });

  it("finds no address of another shopper to change, delete or make default (404)", async () => {
    const { post, load, addressBook } = await page();
    await addressBook.add("bo", HOME);
    const [bos] = await addressBook.list("bo");
    for (const intent of ["update", "remove", "default"]) {
      expect(refused(await post({ intent, id: bos!.id, ...HOME }))).toMatchObject({
        status: 404,
        problem: "addressBook.error.notFound",
      });
    }
    expect((await load(`?edit=${bos!.id}&remove=${bos!.id}`)).editing).toBeUndefined();
    expect(await addressBook.list("bo")).toMatchObject([{ street: "Storgatan 1" }]);
  });

  it("refuses a post from another site (403), a post it cannot read, and an unknown intent", async () => {
    const { post, addressBook } = await page();
    expect(refused(await post({ intent: "add", ...HOME }, { site: "cross-site" })).status).toBe(
      403,
    );
    expect(refused(await post({ intent: "drop", ...HOME })).problem).toBe("request.malformed");
    expect(refused(await post({ ...HOME })).status).toBe(400);
    expect(await addressBook.list("anna")).toEqual([]);
  });

  it("limits how often one shopper changes the book (429)", async () => {
    const { post } = await page({ writes: 1 });
    location(await post({ intent: "add", ...HOME }));
    expect(refused(await post({ intent: "add", ...HOME }))).toMatchObject({
      status: 429,
      problem: "addressBook.error.tooMany",
    });
  });

  it("sends a signed-out visitor to sign in and back, for the page and for a post", async () => {
    const { context, post } = await page();
    const redirectOf = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (thrown) {
        if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location")}`;
      }
      return "no redirect";
    };
    const back = "303 /page/login?redirect_to=%2Fpage%2Faddress_book";
    expect(await redirectOf(() => loadAddressBook(new Request(PAGE), context(null)))).toBe(back);
    expect(await redirectOf(() => post({ intent: "add", ...HOME }, { session: null }))).toBe(back);
  });
});
