// The profile's username and password sections (spec §2): set or change, and remove when the
// server allows it. Each shows only when the server offers one of its actions.
import type { ProfileData } from "@kretsbutiken/flow-protocol";
import { ConfirmButton } from "../../components/confirm-button.tsx";
import type { FlowSnapshot } from "../../flow/flow-client.ts";
import { useWidget } from "../../widget/widget-context.ts";
import { passwordHint } from "../password-hint.ts";
import { ProfileForm } from "./profile-form.tsx";
import { ProfileSection } from "./profile-section.tsx";

type Props = { user: ProfileData; actions: FlowSnapshot<"profile_init">["actions"] };

export function UsernameSection({ user, actions }: Props) {
  const { t } = useWidget();
  const action = actions.username_update ?? actions.username_create;
  if (action === undefined && actions.username_delete === undefined) return null;
  return (
    <ProfileSection title={t("labels.username")}>
      {user.username && <p className="hk-paragraph">{user.username.username}</p>}
      <ProfileForm
        action={action}
        input="username"
        label={t("labels.username")}
        submitLabel={t("labels.save")}
        autoComplete="username"
      />
      <ConfirmButton action="username_delete" label={t("labels.delete")} />
    </ProfileSection>
  );
}

export function PasswordSection({ actions }: Pick<Props, "actions">) {
  const { t } = useWidget();
  const action = actions.password_update ?? actions.password_create;
  if (action === undefined && actions.password_delete === undefined) return null;
  const input = action?.inputs.password;
  return (
    <ProfileSection title={t("labels.password")}>
      <ProfileForm
        action={action}
        input="password"
        label={t("labels.newPassword")}
        submitLabel={t("labels.save")}
        type="password"
        autoComplete="new-password"
        hint={passwordHint(t, input)}
      />
      <ConfirmButton action="password_delete" label={t("labels.delete")} />
    </ProfileSection>
  );
}
