// An app's settings as `npm start` gives them (scripts/apps.ts), for the specs that run the demo
// as it is set up.
import { APPS, type AppPorts } from "../../scripts/apps.ts";

export function demoEnv(name: string, ports: AppPorts): Record<string, string> {
  const app = APPS.find((entry) => entry.name === name);
  if (!app) throw new Error(`no app named ${name}`);
  return app.env(ports);
}
