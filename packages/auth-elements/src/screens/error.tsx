// state `error` (spec §2, §4): the message by code and a Continue that starts the flow again.
// The official 2.7.0 error screen has no button at all (README §5 `error-state`).
import { Button } from "../components/button.tsx";
import { Screen } from "../components/screen.tsx";
import type { ScreenProps } from "./screen-registry.ts";
import { useWidget } from "../widget/widget-context.ts";

export function ErrorScreen(_props: Partial<ScreenProps<"error">>) {
  const { t, restart } = useWidget();
  return (
    <Screen headline={t("headlines.error")}>
      <Button kind="primary" onClick={restart}>
        {t("labels.continue")}
      </Button>
    </Screen>
  );
}
