// state `success`: the SDK has stored the session and sent `hanko-session-created`; the page
// decides where to go. Unlike the official widget (which keeps showing the passcode screen),
// the user sees that it worked.
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import type { ScreenProps } from "./screen-registry.ts";
import { useWidget } from "../widget/widget-context.ts";

export function Success({ snapshot }: ScreenProps<"success">) {
  const { t } = useWidget();
  const registered = snapshot.flow === "registration";
  return (
    <Screen headline={t(registered ? "headlines.registerFinished" : "headlines.loginFinished")}>
      <Paragraph>{t("texts.loginFinished")}</Paragraph>
    </Screen>
  );
}
