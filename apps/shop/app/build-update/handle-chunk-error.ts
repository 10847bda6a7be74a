import { checkForNewerBuild } from "./build-id.ts";
import { reloadOnce } from "./reload-guard.ts";

/**
 * A chunk failed to load. When a newer build is out, the old chunk is simply gone: reload
 * once (guarded) to get the new one. Otherwise the failure is real and left to the caller.
 * Returns whether the page is reloading.
 */
export async function handleChunkError(): Promise<boolean> {
  return (await checkForNewerBuild()) && reloadOnce();
}
