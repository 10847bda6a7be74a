import { Component, lazy, type ComponentType, type ReactNode } from "react";
import { handleChunkError } from "./handle-chunk-error.ts";

/**
 * React.lazy for the shell's on-demand pieces, with the build-update rule: when the chunk
 * fails and a newer build exists, reload once. While reloading the promise stays pending.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazy(() =>
    load().catch(async (error: unknown) => {
      if (await handleChunkError()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}

/** Keeps a failed optional piece (a panel, a prompt) from taking the page down with it. */
export class ChunkBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
