import { describe, expect, it } from "vitest";
import type { EmailsTable, UsersTable } from "../db/schema.ts";
import { buildProfileData, type ShownIdentity } from "./profile-data.ts";

const AT = "2026-03-01T10:00:00.000Z";
const user: UsersTable = {
  id: "0b6a3c43-3f5e-4d8e-9f0a-1c2d3e4f5a6b",
  username: null,
  unsafe_metadata: null,
  created_at: AT,
  updated_at: AT,
};

const email = (id: string, address: string, primary: boolean): EmailsTable => ({
  id,
  user_id: user.id,
  address,
  verified: 1,
  is_primary: primary ? 1 : 0,
  created_at: AT,
  updated_at: AT,
});

const emails = [email("e-1", "jane@example.com", true), email("e-2", "jane@work.example", false)];

const shown = (identityId: string, provider: string, emailId: string | null): ShownIdentity => ({
  identity: { id: `subject-${identityId}`, provider, identity_id: identityId },
  emailId,
});

describe("buildProfileData identities", () => {
  it("lists every identity, and under each address those that name it, the first as `identity`", () => {
    const identities = [
      shown("i-1", "Google", "e-1"),
      shown("i-2", "GitHub", "e-1"),
      shown("i-3", "Company Okta", null),
    ];
    const profile = buildProfileData(user, emails, [], undefined, identities);
    expect(profile.identities).toEqual(identities.map((i) => i.identity));
    expect(profile.emails?.[0]).toEqual({
      id: "e-1",
      address: "jane@example.com",
      is_verified: true,
      is_primary: true,
      identity: identities[0]!.identity,
      identities: [identities[0]!.identity, identities[1]!.identity],
    });
    expect(profile.emails?.[1]).not.toHaveProperty("identity");
    expect(profile.emails?.[1]).not.toHaveProperty("identities");
  });

  it("omits identities altogether when there are none to show", () => {
    const profile = buildProfileData(user, emails, []);
    expect(profile).not.toHaveProperty("identities");
    expect(profile.emails?.every((e) => !("identities" in e) && !("identity" in e))).toBe(true);
  });
});
