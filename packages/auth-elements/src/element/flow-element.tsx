// The thin adapter between a custom element and React (docs/style.md "The widget"): it owns
// the lifecycle (mount on connect, re-render on attribute change, unmount on disconnect),
// attaches the shadow root and adopts our stylesheet. Moving an element in the page keeps its
// flow: unmounting waits a microtask for a reconnect.
//
// Contract shared by <hanko-auth>, <hanko-login>, <hanko-registration> and <hanko-profile>:
// - Parts: container, headline1, paragraph, error, error-text, form-item, input, text-input,
//   passcode-input, checkbox-input, button, primary-button, secondary-button, link, divider,
//   divider-line, divider-text, last-used.
// - CSS custom properties (the official widget's names): --font-family, --font-size,
//   --font-weight, --line-height, --color, --color-shade-1, --color-shade-2,
//   --background-color, --brand-color, --brand-color-shade-1, --brand-contrast-color,
//   --error-color, --link-color, --link-text-decoration, --link-text-decoration-hover,
//   --border-radius, --border-width, --border-style, --item-height, --item-margin,
//   --container-padding, --container-max-width, --headline1-font-size, --headline1-font-weight,
//   --headline1-margin, --input-min-width, --button-min-width, --divider-padding,
//   --divider-visibility, --focus-color (ours).
// - Events: none of their own; the SDK sends hanko-session-created, hanko-session-expired,
//   hanko-user-logged-out, hanko-user-deleted and hanko-after-state-change on the document.
import { createRoot, type Root } from "react-dom/client";
import { FlowWidget } from "../widget/flow-widget.tsx";
import { initialFlowOf, type WidgetKind } from "../widget/widget-kind.ts";
import type { WidgetSettings } from "../widget/widget-context.ts";
import type { ElementEnv } from "./element-env.ts";

/** Observed by the sign-in elements (spec §2), plus the official widget's `mode`. */
export const FLOW_ATTRIBUTES = [
  "api",
  "lang",
  "experimental",
  "prefilled-email",
  "prefilled-username",
  "mode",
] as const;

/** `<hanko-profile>` observes only these (spec §2). */
export const PROFILE_ATTRIBUTES = ["api", "lang"] as const;

export function flowElementClass(
  kind: WidgetKind,
  observedAttributes: readonly string[],
  env: ElementEnv,
): CustomElementConstructor {
  const settings: WidgetSettings = {
    enablePasskeys: env.options.enablePasskeys,
    hidePasskeyButtonOnLogin: env.options.hidePasskeyButtonOnLogin,
  };

  return class HankoFlowElement extends HTMLElement {
    static readonly observedAttributes = observedAttributes;
    #root: Root | undefined;
    #mount: HTMLElement | undefined;
    #connected = false;

    connectedCallback(): void {
      this.#connected = true;
      if (this.#root === undefined) {
        const host = env.options.shadow
          ? (this.shadowRoot ?? this.attachShadow({ mode: "open" }))
          : this;
        env.injectStyles(host);
        const mount = this.ownerDocument.createElement("div");
        mount.className = "hk-root";
        host.append(mount);
        this.#mount = mount;
        this.#root = createRoot(mount);
      }
      this.#render();
    }

    attributeChangedCallback(): void {
      if (this.#root !== undefined) this.#render();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      queueMicrotask(() => {
        if (this.#connected || this.#root === undefined) return;
        this.#root.unmount();
        this.#mount?.remove();
        this.#root = undefined;
        this.#mount = undefined;
      });
    }

    #render(): void {
      const attribute = (name: string) =>
        observedAttributes.includes(name) ? this.getAttribute(name) : null;
      const api = attribute("api");
      const mode = attribute("mode");
      const email = attribute("prefilled-email");
      const username = attribute("prefilled-username");
      this.#root?.render(
        <FlowWidget
          // A different API or mode is a different widget: start afresh.
          key={`${api ?? ""}|${mode ?? ""}`}
          kind={kind}
          initialFlow={initialFlowOf(kind, mode)}
          client={env.clientFor(api)}
          registry={env.registry}
          translations={env.translations}
          lang={attribute("lang") || env.options.fallbackLanguage}
          prefilled={{
            ...(email !== null && { email }),
            ...(username !== null && { username }),
          }}
          settings={settings}
        />,
      );
    }
  };
}
