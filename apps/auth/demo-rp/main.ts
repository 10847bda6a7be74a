// `npm start`'s Kundklubben (kundklubben.ts) on its own port: KUNDKLUBBEN_URL names where the
// browser finds it, OPENID_ISSUER the auth server's provider, and the client id and secret are
// the demo client the auth server is configured with (scripts/apps.ts, OPENID_CLIENTS).
import { createServer } from "node:http";
import { createKundklubben } from "./kundklubben.ts";

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`Kundklubben needs ${name}\n`);
    process.exit(1);
  }
  return value;
}

const url = required("KUNDKLUBBEN_URL");
const server = createServer(
  createKundklubben({
    issuer: required("OPENID_ISSUER"),
    clientId: required("KUNDKLUBBEN_CLIENT_ID"),
    clientSecret: required("KUNDKLUBBEN_CLIENT_SECRET"),
    url,
  }),
);
server.listen(Number(process.env.PORT ?? 8400), "127.0.0.1", () => {
  process.stdout.write(`Kundklubben (signs in with Kretsbutiken) on ${url}\n`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
