// zod compiles a faster parser for object schemas with `new Function`, and probes whether it
// may as soon as the first object schema is built. The shop's Content-Security-Policy has no
// 'unsafe-eval' (server/security-headers/), so in the browser the probe is refused and reported
// as a violation, although zod catches it and parses without. Told `jitless`, zod neither
// probes nor compiles; the shop's few small forms do not need the compiled parser.
//
// Imported first by root.tsx, so it runs before any route module builds a schema. It writes
// the settings object zod keeps on globalThis for every copy of it on the page (zod/v4/core
// core.js, what `z.config()` changes) rather than importing zod: every page would otherwise
// carry part of zod for one line (zod-without-eval.test.ts checks that zod reads it). The
// server sends no policy to itself and keeps the compiled parsers.
const ZOD_SETTINGS = "__zod_globalConfig";

export function parseZodWithoutEval(): void {
  const global = globalThis as { [ZOD_SETTINGS]?: { jitless?: boolean } };
  (global[ZOD_SETTINGS] ??= {}).jitless = true;
}

if (!import.meta.env.SSR) parseZodWithoutEval();
