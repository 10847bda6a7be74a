// The provider sharing the auth server's port (openid-mount.ts): which requests are its, and how
// they reach it (the mount path cut off `url`, the whole address kept in `originalUrl`).
import type { createServer, IncomingMessage, RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Provider from "oidc-provider";
import { afterEach, describe, expect, it } from "vitest";
import { isUnder, mountedListener, serverWithProvider } from "./openid-mount.ts";

describe("isUnder", () => {
  it.each([
    ["/oidc", true],
    ["/oidc/", true],
    ["/oidc/auth", true],
    ["/oidc/.well-known/openid-configuration", true],
    ["/oidc?x=1", true],
    ["/oidc?", true],
    ["/oidcx", false],
    ["/oidc-x", false],
    ["/oid", false],
    ["/", false],
    ["", false],
    ["/x/oidc", false],
    ["/OIDC", false],
    ["oidc", false],
    ["/oidc#x", false],
  ])("%j → %s", (url, expected) => {
    expect(isUnder("/oidc", url)).toBe(expected);
  });

  it("undefined is not under anything", () => {
    expect(isUnder("/oidc", undefined)).toBe(false);
  });

  it("follows the mount path it is given", () => {
    expect(isUnder("/a/b", "/a/b/c")).toBe(true);
    expect(isUnder("/a/b", "/oidc/c")).toBe(false);
  });
});

interface Seen {
  url: string | undefined;
  originalUrl: string | undefined;
}

function fakeProvider() {
  const seen: Seen[] = [];
  let callbacks = 0;
  const provider = {
    callback() {
      callbacks++;
      return (request: IncomingMessage & { originalUrl?: string }) => {
        seen.push({ url: request.url, originalUrl: request.originalUrl });
      };
    },
  } as unknown as Provider;
  return { provider, seen, callbacks: () => callbacks };
}

function fakeRequest(url: string | undefined) {
  return { url } as IncomingMessage & { originalUrl?: string };
}

describe("mountedListener", () => {
  function setup() {
    const fake = fakeProvider();
    const rest: (string | undefined)[] = [];
    const listener = mountedListener(fake.provider, "/oidc", (request) => {
      rest.push(request.url);
    });
    const send = (url: string | undefined) => {
      const request = fakeRequest(url);
      listener(request, {} as never);
      return request;
    };
    return { ...fake, rest, send };
  }

  it.each([
    ["/oidc", "/"],
    ["/oidc/", "/"],
    ["/oidc/auth", "/auth"],
    ["/oidc/auth?client_id=a&x=/oidc", "/auth?client_id=a&x=/oidc"],
    ["/oidc?x=1", "/?x=1"],
    ["/oidc/interaction/abc/login", "/interaction/abc/login"],
  ])("%s reaches the provider as %s, originalUrl the whole address", (url, inside) => {
    const { seen, rest, send } = setup();
    const request = send(url);
    expect(seen).toEqual([{ url: inside, originalUrl: url }]);
    expect(request.url).toBe(inside);
    expect(request.originalUrl).toBe(url);
    expect(rest).toEqual([]);
  });

  it.each(["/", "/oidcx", "/me", "/x/oidc/auth"])("%s goes to the rest untouched", (url) => {
    const { seen, rest, send } = setup();
    const request = send(url);
    expect(rest).toEqual([url]);
    expect(seen).toEqual([]);
    expect(request.url).toBe(url);
    expect(request).not.toHaveProperty("originalUrl");
  });

  it("a request without a url goes to the rest", () => {
    const { seen, rest, send } = setup();
    send(undefined);
    expect(rest).toEqual([undefined]);
    expect(seen).toEqual([]);
  });

  it("asks the provider for its callback once, not per request", () => {
    const { send, callbacks } = setup();
    send("/oidc/a");
    send("/oidc/b");
    expect(callbacks()).toBe(1);
  });

  it("another mount path", () => {
    const fake = fakeProvider();
    const listener = mountedListener(fake.provider, "/op", () => {});
    listener(fakeRequest("/op/token"), {} as never);
    expect(fake.seen).toEqual([{ url: "/token", originalUrl: "/op/token" }]);
  });
});

describe("serverWithProvider", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function listen(create: typeof createServer, listener: RequestListener): Promise<string> {
    server = (create as unknown as (options: object, l: RequestListener) => Server)({}, listener);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  }

  const rest: RequestListener = (request, response) => {
    response.end(`rest ${request.url}`);
  };

  it("with a provider: its paths to it, the rest to the app", async () => {
    const provider = {
      callback: () => (request: IncomingMessage & { originalUrl?: string }, response: never) => {
        (response as unknown as { end(body: string): void }).end(
          `provider ${request.url} ${request.originalUrl}`,
        );
      },
    } as unknown as Provider;
    const origin = await listen(serverWithProvider(provider, "/oidc"), rest);
    expect(await (await fetch(`${origin}/oidc/jwks`)).text()).toBe("provider /jwks /oidc/jwks");
    expect(await (await fetch(`${origin}/me`)).text()).toBe("rest /me");
  });

  it("without a provider: everything to the app", async () => {
    const origin = await listen(serverWithProvider(undefined, "/oidc"), rest);
    expect(await (await fetch(`${origin}/oidc/jwks`)).text()).toBe("rest /oidc/jwks");
  });
});
