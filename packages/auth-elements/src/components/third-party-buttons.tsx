// One "Sign in with {provider}" button per provider the server allows (spec §2), the one used
// last marked. The SDK takes the browser to the provider when the `thirdparty` state arrives.
import { offered } from "../flow/flow-client.ts";
import { useWidget } from "../widget/widget-context.ts";
import { Button } from "./button.tsx";
import { LastUsed } from "./last-used.tsx";

export const THIRD_PARTY_ACTION = "thirdparty_oauth";

/** The providers offered by the current snapshot, in the server's order. */
export function useProviders(): { value: string; name: string }[] {
  const { state } = useWidget();
  const action = state.snapshot && offered(state.snapshot, THIRD_PARTY_ACTION);
  return (action?.inputs.provider?.allowed_values ?? []).map(({ value, name }) => ({
    value: String(value),
    name,
  }));
}

export function ThirdPartyButtons() {
  const { t, state, run, lastLogin } = useWidget();
  const providers = useProviders();
  if (providers.length === 0) return null;
  const lastProvider =
    lastLogin?.login_method === "third_party" ? lastLogin.third_party_provider : undefined;
  return (
    <div className="hk-stack">
      {providers.map(({ value, name }) => (
        <Button
          key={value}
          kind="secondary"
          pending={state.pending === THIRD_PARTY_ACTION}
          disabled={state.pending !== undefined}
          onClick={() =>
            run(THIRD_PARTY_ACTION, { provider: value, redirect_to: globalThis.location.href })
          }
        >
          {t("labels.signInWith", { provider: name })}
          {value === lastProvider && <LastUsed label={t("labels.lastUsed")} />}
        </Button>
      ))}
    </div>
  );
}
