// One button per provider the server allows (spec §2): "Sign in with {provider}" with its
// drawing, the one used last marked; in the profile, "Connect {provider}" for the providers
// not linked yet. The SDK takes the browser to the provider when the `thirdparty` state arrives
// (and sends the PKCE verifier with the action).
import { offered } from "../flow/flow-client.ts";
import type { TranslationKey } from "../i18n/translation.ts";
import { useWidget } from "../widget/widget-context.ts";
import { Button } from "./button.tsx";
import { LastUsed } from "./last-used.tsx";
import { ProviderIcon } from "./provider-icon.tsx";

export const THIRD_PARTY_ACTION = "thirdparty_oauth";

/** The providers `action` offers in the current snapshot, in the server's order. */
export function useProviders(action = THIRD_PARTY_ACTION): { value: string; name: string }[] {
  const { state } = useWidget();
  const offer = state.snapshot && offered(state.snapshot, action);
  return (offer?.inputs.provider?.allowed_values ?? []).map(({ value, name }) => ({
    value: String(value),
    name,
  }));
}

export function ThirdPartyButtons({
  action = THIRD_PARTY_ACTION,
  label = "labels.signInWith",
}: {
  action?: string;
  label?: TranslationKey;
}) {
  const { t, state, run, lastLogin } = useWidget();
  const providers = useProviders(action);
  if (providers.length === 0) return null;
  const lastProvider =
    action === THIRD_PARTY_ACTION && lastLogin?.login_method === "third_party"
      ? lastLogin.third_party_provider
      : undefined;
  return (
    <div className="hk-stack">
      {providers.map(({ value, name }) => (
        <Button
          key={value}
          kind="secondary"
          pending={state.pending === action}
          disabled={state.pending !== undefined}
          onClick={() => run(action, { provider: value, redirect_to: globalThis.location.href })}
        >
          <ProviderIcon provider={value} />
          {t(label, { provider: name })}
          {value === lastProvider && <LastUsed label={t("labels.lastUsed")} />}
        </Button>
      ))}
    </div>
  );
}
