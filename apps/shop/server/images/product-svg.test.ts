import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { VIEWS } from "../../domain/catalogue/product-images.ts";
import { PRODUCT_TYPES } from "../../domain/catalogue/product.ts";
import { productSvg, type Pose } from "./product-svg.ts";

const HOSTILE = { se: `<script>&"</script> ]]> iPhone`, en: `'<b>&amp;` };

const POSES: Pose[] = [
  ...VIEWS.map((view) => ({ view })),
  ...[0, 45, 90, 135, 180, 225, 270, 345].map((angle) => ({ angle })),
];

/** rsvg (in sharp) parses with a strict XML parser: a malformed document fails to render. */
async function parses(svg: string): Promise<{ width?: number; format?: string }> {
  const png = await sharp(Buffer.from(svg), { density: 2 }).png().toBuffer();
  return sharp(png).metadata();
}

describe("productSvg", () => {
  it("makes the check below fail on malformed SVG", async () => {
    const broken = productSvg({
      type: "phone",
      color: "black",
      name: HOSTILE,
      pose: { view: "front" },
    }).replace("&lt;script&gt;", "<script>");
    await expect(parses(broken)).rejects.toThrow();
  });

  it.each(PRODUCT_TYPES)(
    "draws a %s in every view and spin angle as well-formed SVG",
    async (type) => {
      // Three views and eight spin angles.
      expect(POSES).toHaveLength(11);
      for (const pose of POSES) {
        const svg = productSvg({ type, color: "white", name: HOSTILE, pose });
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 800"/);
        expect(svg).not.toContain("<script");
        expect(svg).not.toContain("undefined");
        expect(svg).not.toContain("NaN");
        await expect(parses(svg)).resolves.toMatchObject({ format: "png", width: 22 });
      }
    },
  );

  it("puts the escaped name on a phone's screen", () => {
    const svg = productSvg({
      type: "phone",
      color: "black",
      name: { se: `A&B <X>`, en: "" },
      pose: { view: "front" },
    });
    expect(svg).toContain(">A&amp;B &lt;X&gt;</text>");
  });

  it("paints in the chosen colour, and in the neutral one for an unknown key", () => {
    const draw = (color: string) =>
      productSvg({ type: "bag", color, name: HOSTILE, pose: { view: "front" } });
    expect(draw("red")).toContain("#c8313e");
    expect(draw("no-such-colour")).toBe(draw("silver"));
  });

  it("turns the drawing: narrower and darker away from a face, mirrored side at 270°", () => {
    const draw = (pose: Pose) =>
      productSvg({ type: "console", color: "blue", name: HOSTILE, pose });
    const at = (angle: number) => draw({ angle });
    expect(at(0)).toBe(draw({ view: "front" }));
    expect(at(90)).toBe(draw({ view: "side" }));
    expect(at(180)).toBe(draw({ view: "back" }));
    expect(at(30)).toMatch(/slope="0\.96".*scale\(0\.866 1\)/);
    expect(at(270)).toContain("scale(-1 1)");
    expect(at(360)).toBe(at(0));
    expect(at(-90)).toBe(at(270));
  });
});
