// Writes .br and .gz beside every hashed JS and CSS file of the client build, at the highest
// levels: done once per build instead of on every request, and brotli is smaller than the
// gzip the server would otherwise make on the fly. server/app.ts serves them
// (serveStatic precompressed). Runs after `react-router build` (npm run build).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const shopDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const assets = path.join(
  path.resolve(shopDir, process.env.SHOP_BUILD_DIR ?? "build"),
  "client/assets",
);
let files = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const source = readFileSync(path.join(assets, name));
  writeFileSync(
    path.join(assets, `${name}.br`),
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  writeFileSync(path.join(assets, `${name}.gz`), gzipSync(source, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} assets (.br, .gz)`);
