// The profile's passkeys and security keys (spec §2): named or shown as `Passkey-` /
// `SecurityKey-` plus the last 7 letters and digits of the public key, with rename (3–32
// characters), delete and create when offered; and the authenticator app (set up, remove,
// shown as configured). The SDK runs the browser's WebAuthn ceremony after a create.
import type { ProfileData, WebauthnCredential } from "@kretsbutiken/flow-protocol";
import { useState } from "react";
import { ActionButton } from "../../components/action-button.tsx";
import { Button } from "../../components/button.tsx";
import { ConfirmButton } from "../../components/confirm-button.tsx";
import { offered, type FlowSnapshot } from "../../flow/flow-client.ts";
import { useWidget } from "../../widget/widget-context.ts";
import { ProfileForm } from "./profile-form.tsx";
import { ProfileItem, ProfileSection } from "./profile-section.tsx";

type Snapshot = FlowSnapshot<"profile_init">;

export function credentialName(credential: WebauthnCredential, prefix: string): string {
  return credential.name || `${prefix}-${credential.public_key.replace(/[\W_]/g, "").slice(-7)}`;
}

const renameCheck = (value: string) =>
  value.trim().length < 3
    ? "value_too_short_error"
    : value.trim().length > 32
      ? "value_too_long_error"
      : undefined;

const KINDS = {
  passkey: {
    list: "passkeys",
    prefix: "Passkey",
    create: "webauthn_credential_create",
    remove: "webauthn_credential_delete",
    id: "passkey_id",
  },
  securityKey: {
    list: "security_keys",
    prefix: "SecurityKey",
    create: "security_key_create",
    remove: "security_key_delete",
    id: "security_key_id",
  },
} as const;

export function CredentialsSection(props: {
  kind: keyof typeof KINDS;
  user: ProfileData;
  snapshot: Snapshot;
}) {
  const { t, lang } = useWidget();
  const [renaming, setRenaming] = useState<string>();
  const kind = KINDS[props.kind];
  const { snapshot } = props;
  const rename = props.kind === "passkey" ? snapshot.actions.webauthn_credential_rename : undefined;
  const credentials = props.user[kind.list] ?? [];
  if (!offered(snapshot, kind.create) && credentials.length === 0) return null;
  return (
    <ProfileSection title={t(`headlines.${props.kind}s`)}>
      <ul className="hk-list">
        {credentials.map((credential) => (
          <ProfileItem
            key={credential.id}
            label={credentialName(credential, kind.prefix)}
            details={formatDate(credential.last_used_at ?? credential.created_at, lang)}
          >
            {rename && renaming !== credential.id && (
              <Button kind="link" onClick={() => setRenaming(credential.id)}>
                {t("labels.rename")}
              </Button>
            )}
            <ConfirmButton
              action={kind.remove}
              values={{ [kind.id]: credential.id }}
              label={t("labels.delete")}
            />
            {renaming === credential.id && (
              <ProfileForm
                action={rename}
                input="passkey_name"
                label={t("labels.name")}
                submitLabel={t("labels.save")}
                checks={{ passkey_name: renameCheck }}
                transform={(values) => ({ ...values, passkey_id: credential.id })}
              />
            )}
          </ProfileItem>
        ))}
      </ul>
      <ActionButton action={kind.create} kind="secondary">
        {t(`labels.create${props.kind === "passkey" ? "Passkey" : "SecurityKey"}`)}
      </ActionButton>
    </ProfileSection>
  );
}

export function AuthAppSection({ user, snapshot }: { user: ProfileData; snapshot: Snapshot }) {
  const { t } = useWidget();
  const configured = user.mfa_config.auth_app_set_up;
  if (!configured && !offered(snapshot, "continue_to_otp_secret_creation")) return null;
  return (
    <ProfileSection title={t("headlines.authApp")}>
      <p className="hk-paragraph">
        {t(configured ? "texts.authAppConfigured" : "texts.authAppNotConfigured")}
      </p>
      <ActionButton action="continue_to_otp_secret_creation" kind="secondary">
        {t("labels.addAuthApp")}
      </ActionButton>
      <ConfirmButton action="otp_secret_delete" label={t("labels.delete")} />
    </ProfileSection>
  );
}

export function formatDate(time: string, lang: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime())
    ? time
    : date.toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
}
