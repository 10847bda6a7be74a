import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { databaseOutageAs503 } from "./database-outage-as-503.ts";

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });

function services() {
  return {
    orders: {
      find: (id: string) => Promise.resolve({ id }),
      findDown: () => Promise.reject(refused()),
      findBroken: () => Promise.reject(new TypeError("bug")),
      countNow: () => 3,
      countDown: (): number => {
        throw refused();
      },
    },
    company: { name: "Kretsbutiken" },
    admin: { orders: { findDown: () => Promise.reject(refused()) } },
    clientAddress: "127.0.0.1",
    freeShippingFrom: 49_900,
  };
}

/** What React Router answers when a loader calls `load`: status and the boundary's error. */
async function routerAnswer(load: () => unknown) {
  const handler = createStaticHandler([{ id: "page", path: "/", loader: () => load() }]);
  const context = await handler.query(new Request("http://shop.test/"));
  if (context instanceof Response) throw new Error("expected a render context");
  const error: unknown = context.errors?.page;
  return { status: context.statusCode, error };
}

describe("databaseOutageAs503", () => {
  it("passes answers, data and other errors through unchanged", async () => {
    const onOutage = vi.fn();
    const guarded = databaseOutageAs503(services(), onOutage);
    await expect(guarded.orders.find("KB-1")).resolves.toEqual({ id: "KB-1" });
    expect(guarded.orders.countNow()).toBe(3);
    expect(guarded.company).toEqual({ name: "Kretsbutiken" });
    expect(guarded.clientAddress).toBe("127.0.0.1");
    expect(guarded.freeShippingFrom).toBe(49_900);
    await expect(guarded.orders.findBroken()).rejects.toThrow(TypeError);
    expect(onOutage).not.toHaveBeenCalled();
  });

  it.each([
    ["a rejected promise", (s: ReturnType<typeof services>) => s.orders.findDown()],
    ["a synchronous throw", (s: ReturnType<typeof services>) => s.orders.countDown()],
    ["a group's service", (s: ReturnType<typeof services>) => s.admin.orders.findDown()],
  ])("turns an outage in %s into a 503 and reports the error once", async (_what, call) => {
    const onOutage = vi.fn();
    const guarded = databaseOutageAs503(services(), onOutage);
    const { status, error } = await routerAnswer(() => call(guarded));
    expect(status).toBe(503);
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({
      status: 503,
      statusText: "Service Unavailable",
      data: { message: "Service Unavailable" },
    });
    expect(onOutage).toHaveBeenCalledTimes(1);
    expect(onOutage).toHaveBeenCalledWith(expect.objectContaining({ code: "ECONNREFUSED" }));
  });

  it("leaves an error that is not an outage to the error page's 500", async () => {
    const guarded = databaseOutageAs503(services(), () => {});
    const { status, error } = await routerAnswer(() => guarded.orders.findBroken());
    expect(status).toBe(500);
    expect(error).toBeInstanceOf(TypeError);
  });

  it("keeps a method's identity across reads, so it can be compared and passed on", () => {
    const guarded = databaseOutageAs503(services(), () => {});
    expect(guarded.orders.find).toBe(guarded.orders.find);
  });
});
