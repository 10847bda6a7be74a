// The fallback for a state this version has no screen for (e.g. a passkey state before its
// issue lands): says so and offers a fresh start, instead of the official widget's frozen
// screen (README §5 `state-unknown`).
import { Button } from "../components/button.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";

export function UnsupportedState() {
  const { t, restart } = useWidget();
  return (
    <Screen headline={t("headlines.unsupportedStep")}>
      <Paragraph>{t("errors.handlerNotFoundError")}</Paragraph>
      <Button kind="primary" onClick={restart}>
        {t("labels.continue")}
      </Button>
    </Screen>
  );
}
