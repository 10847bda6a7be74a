import { describe, expect, it } from "vitest";
import { sitemapDoctorPages } from "./doctor-sitemap.server.ts";

describe("Felkodsdoktorn in the sitemap", () => {
  it("lists every model's page and every model and code's answer once", () => {
    const paths = sitemapDoctorPages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/felkod/xiaomi-m365",
        "/felkod/xiaomi-m365/14",
        "/felkod/ninebot-max-g30/16",
      ]),
    );
    expect(paths).not.toContain("/felkod/xiaomi-pro-2/16");
  });
});
