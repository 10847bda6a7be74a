import { describe, expect, it } from "vitest";
import { githubAddress, githubUser } from "./github.ts";

// GET https://api.github.com/user for a user who keeps their address private.
const user = {
  login: "janedoe",
  id: 5837261,
  node_id: "MDQ6VXNlcjU4MzcyNjE=",
  avatar_url: "https://avatars.githubusercontent.com/u/5837261?v=4",
  html_url: "https://github.com/janedoe",
  type: "User",
  site_admin: false,
  name: "Jane Doe",
  company: null,
  blog: "",
  location: "Göteborg",
  email: null,
  hireable: null,
  bio: null,
  public_repos: 12,
  followers: 3,
  following: 5,
  created_at: "2013-10-31T09:12:44Z",
  updated_at: "2025-11-02T18:03:10Z",
};

// GET https://api.github.com/user/emails
const emails = [
  {
    email: "5837261+janedoe@users.noreply.github.com",
    primary: false,
    verified: true,
    visibility: null,
  },
  { email: "jane@old-employer.example", primary: false, verified: false, visibility: null },
  { email: "jane.doe@example.com", primary: true, verified: true, visibility: "private" },
];

describe("githubUser", () => {
  it("takes the primary verified address from /user/emails, not the hidden public one", () => {
    expect(githubUser(user, emails)).toStrictEqual({
      id: "5837261",
      email: "jane.doe@example.com",
      emailVerified: true,
      name: "Jane Doe",
      picture: "https://avatars.githubusercontent.com/u/5837261?v=4",
    });
  });

  it("ignores the public address of /user even when it is set", () => {
    const withPublic = { ...user, email: "public@example.com" };
    expect(githubUser(withPublic, emails)?.email).toBe("jane.doe@example.com");
  });

  it("falls back to the login without a name", () => {
    expect(githubUser({ ...user, name: null }, emails)?.name).toBe("janedoe");
  });

  it("has no address when /user/emails has none", () => {
    expect(githubUser(user, [])).toStrictEqual({
      id: "5837261",
      emailVerified: false,
      name: "Jane Doe",
      picture: "https://avatars.githubusercontent.com/u/5837261?v=4",
    });
  });

  it.each([
    ["no id", { ...user, id: undefined }],
    ["a fractional id", { ...user, id: 1.5 }],
    ["an error body", { message: "Bad credentials", documentation_url: "https://docs.github.com" }],
    ["not an object", "Bad credentials"],
  ])("answers undefined for %s", (_name, body) => {
    expect(githubUser(body, emails)).toBeUndefined();
  });
});

describe("githubAddress", () => {
  it.each([
    ["the primary, verified", emails, { email: "jane.doe@example.com", verified: true }],
    [
      "an unverified primary as unverified, not a verified secondary",
      [
        { email: "new@example.com", primary: true, verified: false },
        { email: "old@example.com", primary: false, verified: true },
      ],
      { email: "new@example.com", verified: false },
    ],
    [
      "the first verified one when none is primary",
      [
        { email: "a@example.com", primary: false, verified: false },
        { email: "b@example.com", primary: false, verified: true },
      ],
      { email: "b@example.com", verified: true },
    ],
    ["nothing when none is primary or verified", [{ email: "a@example.com" }], undefined],
    [
      "verified only when GitHub says true",
      [{ email: "a@example.com", primary: true, verified: "true" }],
      { email: "a@example.com", verified: false },
    ],
    [
      "entries without an address skipped",
      [
        { primary: true, verified: true },
        { email: "b@example.com", primary: true, verified: true },
      ],
      { email: "b@example.com", verified: true },
    ],
    ["nothing from an error body", { message: "Requires authentication" }, undefined],
    ["nothing from null", null, undefined],
  ])("takes %s", (_name, body, expected) => {
    expect(githubAddress(body)).toStrictEqual(expected);
  });
});
