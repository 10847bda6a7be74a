// The React build of the package (dist/react/auth-elements.js), aliased by ../support/react-page.ts.
declare module "@kretsbutiken/auth-elements/react-build" {
  type Listener<T> = (detail: T) => void;
  export function register(
    api: string,
    options?: Record<string, unknown>,
  ): Promise<{
    hanko: {
      onSessionCreated(listener: Listener<{ claims?: { subject?: string } }>): () => void;
      onAfterStateChange(listener: Listener<{ state: { name: string } }>): () => void;
    };
  }>;
}
