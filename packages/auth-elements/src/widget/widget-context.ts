// What every screen and shared piece reads: texts, the reducer's state and the few things a
// screen may do. One provider per element (./flow-widget.tsx).
import type { FlowName, LastLogin } from "@kretsbutiken/flow-protocol";
import { createContext, useContext } from "react";
import type { ActionValues } from "../flow/flow-client.ts";
import type { PasskeyOfferMemory } from "../flow/passkey-offer-memory.ts";
import type { Identity, WidgetState } from "../flow/widget-state.ts";
import type { Translator } from "../i18n/translation-store.ts";
import type { WidgetKind } from "./widget-kind.ts";

export type WidgetSettings = {
  readonly enablePasskeys: boolean;
  readonly hidePasskeyButtonOnLogin: boolean;
};

export type WidgetContextValue = Translator & {
  readonly kind: WidgetKind;
  readonly state: WidgetState;
  readonly settings: WidgetSettings;
  readonly prefilled: Identity;
  readonly lastLogin: LastLogin | undefined;
  /** This device's "not now" to the passkey offered after a sign-in. */
  readonly passkeyOffer: PasskeyOfferMemory;
  readonly webauthnSupported: boolean;
  /** The error box's id, unique per element, for aria-describedby. */
  readonly errorId: string;
  /** Runs an offered action of the current snapshot; ignored while another is in flight. */
  readonly run: (action: string, values?: ActionValues, identity?: Identity) => void;
  /** Starts `flow` afresh (login ↔ registration in `<hanko-auth>`). */
  readonly startFlow: (flow: FlowName) => void;
  /** Starts the element's own flow again (the error screen's Continue). */
  readonly restart: () => void;
  readonly clearError: () => void;
  readonly dismissAccountNotFound: () => void;
};

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (value === null) throw new Error("useWidget() outside <FlowWidget>");
  return value;
}
