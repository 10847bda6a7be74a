// The profile's connected accounts (spec §2 emails "connected accounts"; flow-api §2.7): under
// each address the provider identities linked through it, each with "Disconnect" when the
// server offers `disconnect_thirdparty_oauth_provider` (it advertises no input, yet reads the
// `identity_id` we send); and "Connect {provider}" for each provider not linked yet. Linking
// leaves for the provider like a sign-in (the SDK's `thirdparty` step) and returns here.
import type { Identity } from "@kretsbutiken/flow-protocol";
import { useId } from "react";
import { ConfirmButton } from "../../components/confirm-button.tsx";
import { ProviderIcon } from "../../components/provider-icon.tsx";
import { ThirdPartyButtons, useProviders } from "../../components/third-party-buttons.tsx";
import { useWidget } from "../../widget/widget-context.ts";
import { ProfileSection } from "./profile-section.tsx";

export const CONNECT_ACTION = "connect_thirdparty_oauth_provider";
export const DISCONNECT_ACTION = "disconnect_thirdparty_oauth_provider";

function IdentityItem({ identity }: { identity: Identity }) {
  const { t } = useWidget();
  const id = useId();
  return (
    <li className="hk-identity">
      <ProviderIcon provider={identity.provider} />
      <span id={id} className="hk-item-label">
        {identity.provider}
      </span>
      <ConfirmButton
        action={DISCONNECT_ACTION}
        values={{ identity_id: identity.identity_id }}
        label={t("labels.disconnect")}
        describedBy={id}
      />
    </li>
  );
}

/** The identities of one address, as a list named "Connected accounts". */
export function Identities({ identities = [] }: { identities?: Identity[] | undefined }) {
  const { t } = useWidget();
  if (identities.length === 0) return null;
  return (
    <ul className="hk-list hk-identities" aria-label={t("labels.connectedAccounts")}>
      {identities.map((identity) => (
        <IdentityItem key={identity.identity_id} identity={identity} />
      ))}
    </ul>
  );
}

/** "Connect {provider}" for each provider the server would link; nothing when none. */
export function ConnectAccountsSection() {
  const { t } = useWidget();
  const providers = useProviders(CONNECT_ACTION);
  if (providers.length === 0) return null;
  return (
    <ProfileSection title={t("labels.connectedAccounts")}>
      <ThirdPartyButtons action={CONNECT_ACTION} label="labels.connectProvider" />
    </ProfileSection>
  );
}
