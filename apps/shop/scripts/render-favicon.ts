// Renders public/favicon.svg into public/favicon.ico (PNG images inside an ICO container),
// for browsers and tools that ask for /favicon.ico by default. Run by hand after changing the
// SVG: node apps/shop/scripts/render-favicon.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../public");
const svg = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
const sizes = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
const page = await browser.newPage();
const pngs: Buffer[] = [];
for (const size of sizes) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
  );
  pngs.push(await page.screenshot({ omitBackground: true, type: "png" }));
}
await browser.close();

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size % 256, 0);
  entry.writeUInt8(size % 256, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(pngs[i]!.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += pngs[i]!.length;
  return entry;
});
writeFileSync(path.join(publicDir, "favicon.ico"), Buffer.concat([header, ...entries, ...pngs]));
console.log(`favicon.ico: ${sizes.join(", ")} px`);
