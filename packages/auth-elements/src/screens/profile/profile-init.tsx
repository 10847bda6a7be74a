// state `profile_init` (spec §2): the signed-in user's profile. Each section shows only when
// the server offers its actions; forms start empty again after every successful change.
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
import { ProfileSection } from "./profile-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";

export function ProfileInit({ snapshot }: ScreenProps<"profile_init">) {
  const { t, state } = useWidget();
  const [deleting, setDeleting] = useState(false);
  if (deleting) return <DeleteAccount onBack={() => setDeleting(false)} />;
  const { user, sessions } = snapshot.payload;
  if (user === undefined) return null;
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
            <Button kind="secondary" onClick={() => setDeleting(true)}>
              {t("labels.deleteAccount")}
            </Button>
          </ProfileSection>
        )}
      </div>
    </Screen>
  );
}
