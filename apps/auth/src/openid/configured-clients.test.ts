// OPENID_CLIENTS as the operator writes it: clients read with their defaults, and every mistake
// refused at start with a message naming the client's index and the member, whether the schema
// or the redirect URI rules (https in production) refuse it.
import { describe, expect, it } from "vitest";
import { readAuthConfig } from "../config/config.ts";
import { parseConfiguredClients } from "./configured-clients.ts";

const KUNDKLUBBEN = {
  client_id: "kundklubben",
  client_secret: "s".repeat(40),
  name: "Kretsbutikens kundklubb",
  redirect_uris: ["https://kundklubben.example/callback"],
};

describe("parseConfiguredClients", () => {
  it("reads each client, a public one and logout URIs defaulting to none", () => {
    const input = {
      clients: [
        { ...KUNDKLUBBEN, post_logout_redirect_uris: ["https://kundklubben.example/"] },
        { client_id: "kassa", name: "Kassan", redirect_uris: ["http://localhost:8400/cb"] },
      ],
    };
    expect(parseConfiguredClients(input, true)).toEqual([
      {
        clientId: "kundklubben",
        secret: "s".repeat(40),
        name: "Kretsbutikens kundklubb",
        redirectUris: ["https://kundklubben.example/callback"],
        postLogoutRedirectUris: ["https://kundklubben.example/"],
      },
      {
        clientId: "kassa",
        secret: undefined,
        name: "Kassan",
        redirectUris: ["http://localhost:8400/cb"],
        postLogoutRedirectUris: [],
      },
    ]);
  });

  it.each([
    [
      "a short secret",
      { clients: [{ ...KUNDKLUBBEN, client_secret: "kort" }] },
      "clients.0.client_secret: at least 32 characters",
    ],
    [
      "a relative redirect URI",
      { clients: [{ ...KUNDKLUBBEN, redirect_uris: [KUNDKLUBBEN.redirect_uris[0], "/cb"] }] },
      "clients.0.redirect_uris.1 is not an absolute URL",
    ],
    [
      "a logout URI with a fragment, on the second client",
      {
        clients: [
          KUNDKLUBBEN,
          {
            ...KUNDKLUBBEN,
            client_id: "kassa",
            post_logout_redirect_uris: ["https://kassa.example/#out"],
          },
        ],
      },
      "clients.1.post_logout_redirect_uris.0 must not hold a fragment",
    ],
  ])("refuses %s, naming where it is", (_case, input, message) => {
    expect(() => parseConfiguredClients(input, false)).toThrow(new Error(message));
  });

  it("refuses plain http outside loopback in production only", () => {
    const input = {
      clients: [{ ...KUNDKLUBBEN, redirect_uris: ["http://kundklubben.example/cb"] }],
    };
    expect(() => parseConfiguredClients(input, true)).toThrow(
      new Error("clients.0.redirect_uris.0 must be an https URL (http only on localhost)"),
    );
    expect(parseConfiguredClients(input, false)).toMatchObject([
      { redirectUris: ["http://kundklubben.example/cb"] },
    ]);
  });
});

describe("OPENID_CLIENTS", () => {
  it("stops the server at start with the variable, the client and the member named", () => {
    const clients = { clients: [{ ...KUNDKLUBBEN, redirect_uris: ["https://k.example/#cb"] }] };
    expect(() =>
      readAuthConfig({ NODE_ENV: "test", OPENID_CLIENTS: JSON.stringify(clients) }),
    ).toThrow("OPENID_CLIENTS: clients.0.redirect_uris.0 must not hold a fragment");
  });
});
