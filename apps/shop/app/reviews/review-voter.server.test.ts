import { describe, expect, it } from "vitest";
import { reviewVoter, VOTER_COOKIE } from "./review-voter.server.ts";

const request = (cookie?: string) =>
  new Request("https://kretsbutiken.se/page/review", {
    method: "POST",
    ...(cookie && { headers: { Cookie: cookie } }),
  });
const session = {
  userId: "u-1",
  sessionId: "s",
  email: undefined,
  emailVerified: false,
  username: undefined,
};

describe("reviewVoter", () => {
  it("knows a signed-in shopper by their account, and sets nothing", () => {
    expect(reviewVoter(request(), session, undefined)).toEqual({ voter: "user:u-1" });
  });

  it("knows a returning visitor by their cookie", () => {
    const id = "0b5c7a3e-1d2f-4a6b-8c9d-0e1f2a3b4c5d";
    expect(reviewVoter(request(`${VOTER_COOKIE}=${id}`), null, undefined)).toEqual({
      voter: `visitor:${id}`,
    });
  });

  it("gives a new or forged visitor a new id: a session cookie without consent, a year with it", () => {
    const first = reviewVoter(request(`${VOTER_COOKIE}=not-an-id`), null, "necessary");
    expect(first.voter).toMatch(/^visitor:[0-9a-f-]{36}$/);
    expect(first.setCookie).toBe(`${VOTER_COOKIE}=${first.voter.slice(8)}; Path=/; SameSite=Lax`);
    const kept = reviewVoter(request(), null, "preferences");
    expect(kept.setCookie).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(kept.voter).not.toBe(first.voter);
  });
});
