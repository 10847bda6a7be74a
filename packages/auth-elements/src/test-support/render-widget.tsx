// Mounts a FlowWidget the way an element does (createRoot, no act(): the tests wait for the
// DOM like a user would), on React or on preact/compat depending on the Vitest project.
import type { FlowName } from "@kretsbutiken/flow-protocol";
import { within } from "@testing-library/dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";
import type { FlowClient } from "../flow/flow-client.ts";
import type { Identity } from "../flow/widget-state.ts";
import { en } from "../i18n/languages/en.ts";
import { sv } from "../i18n/languages/sv.ts";
import { TranslationStore } from "../i18n/translation-store.ts";
import type { Translations } from "../i18n/translation.ts";
import { LOGIN_AND_REGISTRATION_SCREENS } from "../screens/login-and-registration.ts";
import { PROFILE_SCREENS } from "../screens/profile-screens.ts";
import type { ScreenRegistry } from "../screens/screen-registry.ts";
import { FlowWidget } from "../widget/flow-widget.tsx";
import type { WidgetSettings } from "../widget/widget-context.ts";
import { initialFlowOf, type WidgetKind } from "../widget/widget-kind.ts";

const SCREENS: ScreenRegistry = { ...LOGIN_AND_REGISTRATION_SCREENS, ...PROFILE_SCREENS };

const mounted: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
});

export type RenderOptions = {
  client: FlowClient;
  kind?: WidgetKind;
  initialFlow?: FlowName;
  lang?: string;
  prefilled?: Identity;
  settings?: Partial<WidgetSettings>;
  registry?: ScreenRegistry;
  translations?: Translations;
  fetch?: typeof fetch;
};

function translationStore(options: Pick<RenderOptions, "translations" | "fetch"> = {}) {
  return new TranslationStore({
    bundled: { en, sv },
    custom: options.translations,
    location: "/i18n",
    fallbackLanguage: "en",
    fetch: options.fetch ?? (() => Promise.resolve(new Response("", { status: 404 }))),
  });
}

export function renderWidget(options: RenderOptions) {
  const kind = options.kind ?? "auth";
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  root.render(
    <FlowWidget
      kind={kind}
      initialFlow={options.initialFlow ?? initialFlowOf(kind)}
      client={options.client}
      registry={options.registry ?? SCREENS}
      translations={translationStore(options)}
      lang={options.lang ?? "en"}
      prefilled={options.prefilled ?? {}}
      settings={{ enablePasskeys: true, hidePasskeyButtonOnLogin: false, ...options.settings }}
    />,
  );
  return { container, view: within(container) };
}
