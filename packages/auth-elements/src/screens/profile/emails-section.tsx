// The profile's addresses (spec §2): each with its badges and connected accounts (with
// "Disconnect", ./connected-accounts.tsx), "Make primary" for a verified one, "Verify" for an unverified one (a code is mailed), "Delete"
// only for the addresses the server lists as deletable, and a form to add one.
import type { ProfileData } from "@kretsbutiken/flow-protocol";
import { ActionButton } from "../../components/action-button.tsx";
import { ConfirmButton } from "../../components/confirm-button.tsx";
import type { FlowSnapshot } from "../../flow/flow-client.ts";
import { useWidget } from "../../widget/widget-context.ts";
import { Identities } from "./connected-accounts.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { Badge, ProfileItem, ProfileSection } from "./profile-section.tsx";

type Props = { user: ProfileData; actions: FlowSnapshot<"profile_init">["actions"] };

export function EmailsSection({ user, actions }: Props) {
  const { t } = useWidget();
  const emails = user.emails ?? [];
  if (emails.length === 0 && actions.email_create === undefined) return null;
  const deletable = new Set(
    actions.email_delete?.inputs.email_id?.allowed_values?.map((v) => String(v.value)),
  );
  return (
    <ProfileSection title={t("labels.email")}>
      <ul className="hk-list">
        {emails.map((email) => {
          const values = { email_id: email.id };
          return (
            <ProfileItem
              key={email.id}
              label={email.address}
              details={
                <>
                  {email.is_primary && <Badge>{t("labels.primaryEmail")}</Badge>}
                  {!email.is_verified && <Badge>{t("labels.unverifiedEmail")}</Badge>}
                </>
              }
              below={<Identities identities={email.identities} />}
            >
              {email.is_verified && !email.is_primary && (
                <ActionButton action="email_set_primary" values={values} kind="link">
                  {t("labels.setPrimaryEmail")}
                </ActionButton>
              )}
              {!email.is_verified && (
                <ActionButton
                  action="email_verify"
                  values={values}
                  identity={{ email: email.address }}
                  kind="link"
                >
                  {t("labels.verify")}
                </ActionButton>
              )}
              {deletable.has(email.id) && (
                <ConfirmButton action="email_delete" values={values} label={t("labels.delete")} />
              )}
            </ProfileItem>
          );
        })}
      </ul>
      <ProfileForm
        action={actions.email_create}
        input="email"
        label={t("labels.newEmail")}
        submitLabel={t("labels.addEmail")}
        type="email"
        autoComplete="email"
        identity={(values) => (values.email === undefined ? {} : { email: values.email })}
      />
    </ProfileSection>
  );
}
