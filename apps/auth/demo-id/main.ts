// `npm start`'s Demo-ID (demo-id.ts) on its own port: DEMO_ID_ISSUER names where the browser
// finds it, DEMO_ID_CLIENT_SECRET and DEMO_ID_REDIRECT_URI come from the demo's auth server
// settings (scripts/apps.ts).
import { createServer } from "node:http";
import { createDemoId, demoIdSigningKeys } from "./demo-id.ts";

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`Demo-ID needs ${name}\n`);
    process.exit(1);
  }
  return value;
}

const issuer = required("DEMO_ID_ISSUER");
const provider = createDemoId({
  issuer,
  clientId: required("DEMO_ID_CLIENT_ID"),
  clientSecret: required("DEMO_ID_CLIENT_SECRET"),
  redirectUris: [required("DEMO_ID_REDIRECT_URI")],
  jwks: await demoIdSigningKeys(),
});
const port = Number(process.env.PORT ?? 8300);
const server = createServer(provider.callback());
server.listen(port, "127.0.0.1", () => {
  process.stdout.write(`Demo-ID (any name signs in) on ${issuer}\n`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
