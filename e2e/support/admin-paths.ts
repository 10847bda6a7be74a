// Every URL of the admin, read from its route table (apps/shop/app/admin/admin-routes.ts), with
// sample values for its parameters: the access tests walk all of them, so a page added later
// is covered without anyone remembering to list it.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { adminRoutes } from "../../apps/shop/app/admin/admin-routes.ts";

const SAMPLES: Record<string, string> = {
  number: "KB-2026-000001",
  id: "1",
};

function walk(entries: readonly RouteConfigEntry[], parent: string, into: string[]) {
  for (const entry of entries) {
    const own = entry.index ? "" : (entry.path ?? "");
    const path = [parent, own].filter(Boolean).join("/");
    into.push(`/${path}`);
    if (entry.children) walk(entry.children, path, into);
  }
}

export function adminPaths(): string[] {
  const paths: string[] = [];
  walk(adminRoutes, "", paths);
  const filled = paths.map((path) =>
    path.replace(/:(\w+)\??/g, (_all, name: string) => SAMPLES[name] ?? "1").replace(/\/\*$/, ""),
  );
  return [...new Set(filled)].sort();
}
