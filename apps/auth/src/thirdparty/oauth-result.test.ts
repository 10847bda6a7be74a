import { describe, expect, it } from "vitest";
import { failure, success } from "./oauth-result.ts";

describe("success / failure", () => {
  it("wrap a value or a code", () => {
    expect(success(1)).toStrictEqual({ ok: true, value: 1 });
    expect(failure("token_refused", "400 from /token", "invalid_grant")).toStrictEqual({
      ok: false,
      error: "token_refused",
      providerError: "invalid_grant",
      detail: "400 from /token",
    });
  });

  it("leave out what is not known", () => {
    expect(failure("id_token_missing")).toStrictEqual({ ok: false, error: "id_token_missing" });
  });
});
