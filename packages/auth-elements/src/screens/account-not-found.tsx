// Not a flow state: login_init answered `unknown_email_error` (the server shows account
// existence hints). In `<hanko-auth>` the user may create the account with that address;
// Back returns to the sign-in form with the address still in it.
import { Button } from "../components/button.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { canSwitchFlows } from "../widget/widget-kind.ts";
import { useWidget } from "../widget/widget-context.ts";

export function AccountNotFound({ identifier }: { identifier: string }) {
  const { t, kind, startFlow, dismissAccountNotFound } = useWidget();
  return (
    <Screen headline={t("headlines.accountNotFound")}>
      <Paragraph>{t("texts.noAccountExists", { emailAddress: identifier })}</Paragraph>
      {canSwitchFlows(kind) && (
        <>
          <Paragraph>{t("texts.createAccount", { emailAddress: identifier })}</Paragraph>
          <Button kind="primary" onClick={() => startFlow("registration")}>
            {t("labels.signUp")}
          </Button>
        </>
      )}
      <div className="hk-footer">
        <Button kind="link" onClick={dismissAccountNotFound}>
          {t("labels.back")}
        </Button>
      </div>
    </Screen>
  );
}
