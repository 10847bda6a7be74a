// state `profile_init` (spec §2): the signed-in user's profile. Each section shows only when
// the server offers its actions; forms start empty again after every successful change.
import type { ProfileData } from "@kretsbutiken/flow-protocol";
import { useState } from "react";
import { Button } from "../../components/button.tsx";
import { Screen } from "../../components/screen.tsx";
import { offered } from "../../flow/flow-client.ts";
import { useWidget } from "../../widget/widget-context.ts";
import type { ScreenProps } from "../screen-registry.ts";
import { PasswordSection, UsernameSection } from "./account-sections.tsx";
import { ConnectAccountsSection } from "./connected-accounts.tsx";
import { AuthAppSection, CredentialsSection } from "./credentials-section.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { EmailsSection } from "./emails-section.tsx";
import { usePasskeySignals } from "./passkey-signals.ts";
import { ProfileSection } from "./profile-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";

export function ProfileInit({ snapshot }: ScreenProps<"profile_init">) {
  const [deleting, setDeleting] = useState(false);
  if (deleting) return <DeleteAccount onBack={() => setDeleting(false)} />;
  const { user } = snapshot.payload;
  if (user === undefined) return null;
  return <Profile snapshot={snapshot} user={user} onDelete={() => setDeleting(true)} />;
}

function Profile({
  snapshot,
  user,
  onDelete,
}: ScreenProps<"profile_init"> & { user: ProfileData; onDelete: () => void }) {
  const { t, state } = useWidget();
  usePasskeySignals(user, offered(snapshot, "webauthn_credential_create") !== undefined);
  const { sessions } = snapshot.payload;
  const { actions } = snapshot;
  return (
    <Screen headline={t("headlines.profile")}>
      {/* A new key after each successful change: the sections remount with empty forms. */}
      <div key={state.succeeded} className="hk-sections">
        <EmailsSection user={user} actions={actions} />
        <ConnectAccountsSection />
        <UsernameSection user={user} actions={actions} />
        <PasswordSection actions={actions} />
        <CredentialsSection kind="passkey" user={user} snapshot={snapshot} />
        <CredentialsSection kind="securityKey" user={user} snapshot={snapshot} />
        <AuthAppSection user={user} snapshot={snapshot} />
        <SessionsSection sessions={sessions} actions={actions} />
        {offered(snapshot, "account_delete") && (
          <ProfileSection title={t("headlines.deleteAccount")}>
            <Button kind="secondary" onClick={onDelete}>
              {t("labels.deleteAccount")}
            </Button>
          </ProfileSection>
        )}
      </div>
    </Screen>
  );
}
