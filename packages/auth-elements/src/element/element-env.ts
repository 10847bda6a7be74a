// What one register() call gives its elements: options, SDK clients, texts and styles. It
// belongs to the element classes that register() defines, never to module state.
import type { FlowClient } from "../flow/flow-client.ts";
import type { TranslationStore } from "../i18n/translation-store.ts";
import type { ResolvedOptions } from "../options.ts";
import type { ScreenRegistry } from "../screens/screen-registry.ts";
import type { StyleInjector } from "./style-injector.ts";

export type ElementEnv = {
  readonly options: ResolvedOptions;
  /** The client for an element's `api` attribute; the register() one when absent or equal. */
  clientFor(api: string | null): FlowClient;
  readonly translations: TranslationStore;
  readonly injectStyles: StyleInjector;
  readonly registry: ScreenRegistry;
};
