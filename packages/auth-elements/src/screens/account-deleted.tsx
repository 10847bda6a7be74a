// state `account_deleted` (spec §4): the SDK has signed out and sent the user-deleted event.
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";

export function AccountDeleted() {
  const { t } = useWidget();
  return (
    <Screen headline={t("headlines.accountDeleted")}>
      <Paragraph>{t("texts.accountDeleted")}</Paragraph>
    </Screen>
  );
}
