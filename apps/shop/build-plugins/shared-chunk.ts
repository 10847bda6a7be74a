// What goes into the browser build's `shop` chunk: the shell (root.tsx and every module it
// imports, directly or not, which is on every page anyway) and the shop's modules that many
// routes share (cards, prices, lists, formatting). Left to itself the bundler cuts out of the
// shell every module that some route or lazy panel also imports (the consent form, the search
// form, the cart's summary, …): ten files of 0.3–2 KB that every page fetched, one request
// each. On a phone's connection a request past the sixth waits for a free connection, so fewer
// files paint sooner (docs/decisions/0032-the-first-paint-first.md).
import type { Plugin } from "vite";

/** Which modules belong to the shared chunk; known once the client's module graph is complete. */
export interface SharedModules {
  has(id: string): boolean;
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** The modules reachable from `start` by static imports. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const reached = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * @param root the root route: its closure is always in the chunk
 * @param belongs which modules may be in the chunk at all (the shop's own source)
 * @param minShared how many entries (routes, lazy panels) must reach a module outside the shell
 * @param counts which entries count towards minShared (all by default)
 */
export function sharedChunkPlugin(options: {
  root: string;
  belongs: (id: string) => boolean;
  minShared: number;
  counts?: (entry: string) => boolean;
}): { plugin: Plugin; shared: SharedModules } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "kb-shared-chunk",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      members.clear();
      const reachedBy = new Map<string, number>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info || (!info.isEntry && info.dynamicImporters.length === 0)) continue;
        if (options.counts && !options.counts(id)) continue;
        for (const reached of staticClosure(this, id)) {
          reachedBy.set(reached, (reachedBy.get(reached) ?? 0) + 1);
        }
      }
      const shell = staticClosure(this, options.root);
      for (const [id, count] of reachedBy) {
        // The root itself stays the root's chunk, which would otherwise be a file of re-exports.
        if (id === options.root || !options.belongs(id)) continue;
        if (shell.has(id) || count >= options.minShared) members.add(id);
      }
    },
  };
  return { plugin, shared: { has: (id) => members.has(id) } };
}
