// The root of every flow element: texts, the flow runner and the screen for the current state.
// Rendered once per element by the adapter (../element/), or directly in component tests.
import type { FlowName } from "@kretsbutiken/flow-protocol";
import { createElement, useEffect, useId, useMemo, useState } from "react";
import type { FlowClient } from "../flow/flow-client.ts";
import type { Identity } from "../flow/widget-state.ts";
import type { TranslationStore } from "../i18n/translation-store.ts";
import { useTranslator } from "../i18n/use-translator.ts";
import { AccountNotFound } from "../screens/account-not-found.tsx";
import { Loading } from "../screens/loading.tsx";
import { screenFor, type ScreenRegistry } from "../screens/screen-registry.ts";
import { UnsupportedState } from "../screens/unsupported-state.tsx";
import { useFlowRunner } from "./use-flow-runner.ts";
import { WidgetContext, type WidgetContextValue, type WidgetSettings } from "./widget-context.ts";
import type { WidgetKind } from "./widget-kind.ts";

export type FlowWidgetProps = {
  kind: WidgetKind;
  initialFlow: FlowName;
  client: FlowClient;
  registry: ScreenRegistry;
  translations: TranslationStore;
  lang: string;
  prefilled: Identity;
  settings: WidgetSettings;
};

export function FlowWidget(props: FlowWidgetProps) {
  const { kind, initialFlow, client, registry, lang, prefilled, settings } = props;
  const translator = useTranslator(props.translations, lang);
  const runner = useFlowRunner(client, kind, initialFlow, prefilled, settings.enablePasskeys);
  const { state, startFlow } = runner;
  const errorId = useId();
  const [lastLogin] = useState(() => client.lastLogin());
  const [webauthnSupported] = useState(() => client.webauthnSupported());

  useEffect(() => client.setLang(lang), [client, lang]);

  const { snapshot } = state;
  const { run, clearError, dismissAccountNotFound } = runner;
  const value = useMemo<WidgetContextValue>(
    () => ({
      ...translator,
      state,
      run,
      startFlow,
      clearError,
      dismissAccountNotFound,
      kind,
      settings,
      prefilled,
      lastLogin,
      passkeyOffer: client.passkeyOffer,
      webauthnSupported,
      errorId,
      restart: () => startFlow(initialFlow),
    }),
    [
      translator,
      state,
      run,
      startFlow,
      clearError,
      dismissAccountNotFound,
      kind,
      settings,
      prefilled,
      lastLogin,
      client.passkeyOffer,
      webauthnSupported,
      errorId,
      initialFlow,
    ],
  );

  let content;
  if (state.accountNotFound !== undefined) {
    content = (
      <AccountNotFound key={`anf-${state.generation}`} identifier={state.accountNotFound} />
    );
  } else if (snapshot === undefined) {
    content = <Loading />;
  } else {
    const Screen = screenFor(registry, snapshot.name);
    // One key per state of one run: a new state mounts afresh (and takes focus), while a new
    // answer in the same state keeps what the user typed.
    const key = `${state.generation}-${snapshot.name}`;
    // The registry's component for this state, created like any element (not a new type).
    content =
      Screen === undefined ? (
        <UnsupportedState key={key} />
      ) : (
        createElement(Screen, { key, snapshot })
      );
  }

  return (
    <WidgetContext.Provider value={value}>
      <div className="hk-container" part="container" lang={translator.lang}>
        {content}
      </div>
    </WidgetContext.Provider>
  );
}
