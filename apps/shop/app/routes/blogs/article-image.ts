// /blog/images/{slug}.svg and {slug}.png: an article's picture as drawn, and as a 1200×630 PNG
// for link previews (Open Graph), rendered once by sharp and kept. The pages name them with a
// version from the picture's content, so both are cached for a year.
import sharp from "sharp";
import { articleImage } from "../../blog/blog.server.ts";
import type { Route } from "./+types/article-image";

const IMMUTABLE = "public, max-age=31536000, immutable";
const pngs = new Map<string, Promise<Buffer>>();

export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([A-Za-z0-9-]{1,120})\.(svg|png)$/.exec(params.file);
  const svg = match ? articleImage(match[1]!) : undefined;
  if (!match || svg === undefined) return new Response("Not found", { status: 404 });
  if (match[2] === "svg") {
    return new Response(svg, {
      headers: {
        "Content-Type": "image/svg+xml",
        "Cache-Control": IMMUTABLE,
        // Opened on its own, the picture may run nothing and fetch nothing.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  }
  let png = pngs.get(match[1]!);
  if (!png) {
    png = sharp(Buffer.from(svg), { density: 96 }).resize(1200, 630).png().toBuffer();
    pngs.set(match[1]!, png);
  }
  return new Response(new Uint8Array(await png), {
    headers: { "Content-Type": "image/png", "Cache-Control": IMMUTABLE },
  });
}
