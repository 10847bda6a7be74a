// `npm start`: runs every app of the repository on its embedded defaults, each in its own
// process, and stops them all together (Ctrl-C, or when one of them exits).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { APPS, appPorts } from "./apps.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}

const ports = appPorts(process.env);

for (const app of APPS) {
  const child = spawn(process.execPath, [...app.runtime.nodeOptions, app.entry], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...app.runtime.env,
      ...app.env(ports),
      ...process.env,
      PORT: String(ports[app.name as keyof typeof ports]),
    },
  });
  child.on("exit", (code) => {
    if (!stopping)
      console.error(`${app.name} stopped (exit code ${code ?? "none"}); stopping the rest.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

// Passkeys are made for the relying party `localhost`, so that is the address to open.
console.log(
  `Open http://localhost:${ports.shop}/ (the auth server: http://localhost:${ports.auth}/; Demo-ID, where any name signs in: http://localhost:${ports["demo-id"]}/; Kundklubben, which signs in with Kretsbutiken: http://localhost:${ports.kundklubben}/)`,
);

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
