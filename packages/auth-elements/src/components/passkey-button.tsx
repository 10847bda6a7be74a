// "Sign in with a passkey" on login_init (spec §2): hidden by `hidePasskeyButtonOnLogin` or
// `enablePasskeys: false`, unavailable with a hint where the browser has no WebAuthn. The SDK
// runs the ceremony of the `login_passkey` state the action leads to.
import { useId } from "react";
import { offered } from "../flow/flow-client.ts";
import { useWidget } from "../widget/widget-context.ts";
import { ActionButton } from "./action-button.tsx";
import { LastUsed } from "./last-used.tsx";

export const PASSKEY_ACTION = "webauthn_generate_request_options";

export function usePasskeyButtonShown(): boolean {
  const { state, settings } = useWidget();
  return (
    state.snapshot !== undefined &&
    offered(state.snapshot, PASSKEY_ACTION) !== undefined &&
    settings.enablePasskeys &&
    !settings.hidePasskeyButtonOnLogin
  );
}

export function PasskeyButton() {
  const { t, webauthnSupported, lastLogin } = useWidget();
  const hintId = useId();
  if (!usePasskeyButtonShown()) return null;
  return (
    <div className="hk-stack">
      <ActionButton
        action={PASSKEY_ACTION}
        kind="secondary"
        disabled={!webauthnSupported}
        {...(!webauthnSupported && { describedBy: hintId })}
      >
        {t("labels.signInPasskey")}
        {lastLogin?.login_method === "passkey" && <LastUsed label={t("labels.lastUsed")} />}
      </ActionButton>
      {!webauthnSupported && (
        <p id={hintId} className="hk-hint">
          {t("labels.webauthnUnsupported")}
        </p>
      )}
    </div>
  );
}
