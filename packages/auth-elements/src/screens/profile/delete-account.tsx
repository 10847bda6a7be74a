// The delete-account step of the profile (spec §2): its own screen, a required checkbox
// "Yes, delete this account." and the button that runs `account_delete`; Back returns to the
// profile. The SDK signs out and announces the deletion once the server answers.
import { useId, useState } from "react";
import { Button } from "../../components/button.tsx";
import { Paragraph } from "../../components/paragraph.tsx";
import { Screen } from "../../components/screen.tsx";
import { useWidget } from "../../widget/widget-context.ts";

export function DeleteAccount({ onBack }: { onBack: () => void }) {
  const { t, run, state } = useWidget();
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  const id = useId();
  return (
    <Screen headline={t("headlines.deleteAccount")} takeFocus>
      <Paragraph>{t("texts.deleteAccount")}</Paragraph>
      <form
        className="hk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) run("account_delete");
          else setMissing(true);
        }}
      >
        <div className="hk-checkbox">
          <input
            id={id}
            type="checkbox"
            required
            checked={confirmed}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setConfirmed(event.currentTarget.checked);
              setMissing(false);
            }}
          />
          <label htmlFor={id}>{t("labels.deleteAccountConfirm")}</label>
        </div>
        {missing && (
          <p id={`${id}-error`} className="hk-field-error" part="error-text">
            {t("flowErrors.value_missing_error")}
          </p>
        )}
        <Button
          kind="primary"
          type="submit"
          pending={state.pending === "account_delete"}
          disabled={state.pending !== undefined}
        >
          {t("labels.deleteAccount")}
        </Button>
      </form>
      <div className="hk-footer">
        <Button kind="link" onClick={onBack}>
          {t("labels.back")}
        </Button>
      </div>
    </Screen>
  );
}
