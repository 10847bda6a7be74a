// The "or" between the form and the alternative sign-in buttons.
import { useWidget } from "../widget/widget-context.ts";

export function Divider() {
  const { t } = useWidget();
  return (
    <div className="hk-divider" part="divider">
      <span className="hk-divider-line" part="divider-line" aria-hidden="true" />
      <span className="hk-divider-text" part="divider-text">
        {t("labels.or")}
      </span>
      <span className="hk-divider-line" part="divider-line" aria-hidden="true" />
    </div>
  );
}
