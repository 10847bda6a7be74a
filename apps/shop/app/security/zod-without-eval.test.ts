import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseZodWithoutEval } from "./zod-without-eval.ts";

describe("zod without eval", () => {
  it("writes the very setting z.config() reads", () => {
    const before = z.config().jitless;
    try {
      z.config({ jitless: false });
      parseZodWithoutEval();
      expect(z.config().jitless).toBe(true);
    } finally {
      z.config({ jitless: before });
    }
  });
});
