// Shown until the first state arrives, and for states the SDK steps through by itself.
import { Spinner } from "../components/spinner.tsx";
import { useWidget } from "../widget/widget-context.ts";

export function Loading() {
  const { t } = useWidget();
  return (
    <div className="hk-loading" role="status">
      <Spinner />
      <span className="hk-visually-hidden">{t("labels.loading")}</span>
    </div>
  );
}
