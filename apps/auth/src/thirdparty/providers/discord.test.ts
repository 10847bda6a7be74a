import { describe, expect, it } from "vitest";
import { discordUser } from "./discord.ts";

// GET https://discord.com/api/v10/users/@me with scopes "identify email".
const me = {
  id: "80351110224678912",
  username: "janedoe",
  discriminator: "0",
  global_name: "Jane Doe",
  avatar: "8342729096ea3675442027381ff50dfe",
  bot: false,
  mfa_enabled: true,
  banner: null,
  accent_color: null,
  locale: "sv-SE",
  verified: true,
  email: "jane.doe@example.com",
  flags: 64,
  premium_type: 0,
  public_flags: 64,
};

describe("discordUser", () => {
  it("reads the account, its verified flag and its avatar", () => {
    expect(discordUser(me)).toStrictEqual({
      id: "80351110224678912",
      email: "jane.doe@example.com",
      emailVerified: true,
      name: "Jane Doe",
      picture:
        "https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png",
    });
  });

  it("keeps an address Discord has not verified unverified", () => {
    expect(discordUser({ ...me, verified: false })?.emailVerified).toBe(false);
    expect(discordUser({ ...me, verified: "true" })?.emailVerified).toBe(false);
  });

  it("falls back to the username without a global name", () => {
    expect(discordUser({ ...me, global_name: null })?.name).toBe("janedoe");
  });

  it("takes an animated avatar, and no picture without one", () => {
    expect(discordUser({ ...me, avatar: "a_1269e74af4df7417b13759eae50c83dc" })?.picture).toBe(
      "https://cdn.discordapp.com/avatars/80351110224678912/a_1269e74af4df7417b13759eae50c83dc.png",
    );
    expect(discordUser({ ...me, avatar: null })).not.toHaveProperty("picture");
  });

  it.each([
    ["a path", "../../evil"],
    ["a hash inside a longer text", `x${me.avatar}`],
    ["a hash in a list", [me.avatar]],
    ["a number", 8342729096],
  ])("refuses an avatar that is %s", (_name, avatar) => {
    expect(discordUser({ ...me, avatar })).not.toHaveProperty("picture");
  });

  it("has no address without the email scope", () => {
    const { email: _, ...identifyOnly } = me;
    expect(discordUser(identifyOnly)).toMatchObject({ emailVerified: false });
  });

  it.each([
    ["an error body", { message: "401: Unauthorized", code: 0 }],
    ["a user without an id (but an avatar)", { ...me, id: undefined }],
    ["null", null],
  ])("answers undefined for %s", (_name, body) => {
    expect(discordUser(body)).toBeUndefined();
  });
});
