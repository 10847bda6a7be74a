// Starts a server as a child process and waits for it to answer, so that the load generator and
// the server under test do not share one event loop.
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export interface ServerProcess {
  url: string;
  /** The server's process id (its memory can be read from /proc). */
  pid: number;
  /** SIGTERM, then resolves once the process has exited. */
  stop(): Promise<void>;
  /** The process's exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>;
  /** Sends a signal without waiting, e.g. SIGTERM while a test still sends requests. */
  signal(name: NodeJS.Signals): void;
}

export async function startServerProcess(
  entry: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
  readyMethod = "GET",
  unset: readonly string[] = [],
  /** Options for the child's Node, e.g. --cpu-prof to see where a server's time goes. */
  nodeOptions: readonly string[] = [],
  /** Gets the server's stdout (its log) as it comes; without it, stdout is dropped. */
  onStdout?: (text: string) => void,
): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port) };
  for (const name of unset) delete childEnv[name];
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, entry], {
    env: childEnv,
    stdio: ["ignore", onStdout ? "pipe" : "ignore", "inherit"],
  });
  child.stdout?.setEncoding("utf8").on("data", (text: string) => onStdout?.(text));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  // Generous: on two cores busy with other tests, a start with migrations took over 10 s.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    if (attempt === 299) {
      child.kill("SIGTERM");
      throw new Error(`${entry} did not answer ${readyPath} within 30 s`);
    }
    try {
      const response = await fetch(url + readyPath, { method: readyMethod });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
    exited,
    signal: (name) => child.kill(name),
  };
}
