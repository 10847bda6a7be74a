// The row of secondary actions under a form: Back on the left, the rest (Skip, resend, …) on
// the right. Each link renders only when the server offers its action.
import type { ReactNode } from "react";
import { ActionButton } from "./action-button.tsx";
import { useWidget } from "../widget/widget-context.ts";

export function Footer({ children, onSkip }: { children?: ReactNode; onSkip?: () => void }) {
  const { t } = useWidget();
  return (
    <div className="hk-footer">
      <ActionButton action="back" kind="link">
        {t("labels.back")}
      </ActionButton>
      <span className="hk-footer-end">
        {children}
        <ActionButton action="skip" kind="link" onRun={onSkip}>
          {t("labels.skip")}
        </ActionButton>
      </span>
    </div>
  );
}
