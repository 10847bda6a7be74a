// state `onboarding_username`: "(optional)" and Skip when the server makes it optional.
import { ActionForm } from "../components/action-form.tsx";
import { FlowInput } from "../components/flow-input.tsx";
import { Footer } from "../components/footer.tsx";
import { Screen } from "../components/screen.tsx";
import { useActionForm } from "../components/use-action-form.ts";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function OnboardingUsername({ snapshot }: ScreenProps<"onboarding_username">) {
  const { t } = useWidget();
  const form = useActionForm({
    action: snapshot.actions.username_create,
    identity: (values) => (values.username === undefined ? {} : { username: values.username }),
  });
  const field = form.field("username");
  return (
    <Screen headline={t("headlines.createUsername")}>
      <ActionForm form={form} submitLabel={t("labels.continue")}>
        {field && (
          <FlowInput
            field={field}
            label={t("labels.username")}
            autoComplete="username"
            hint={t("texts.createUsername")}
          />
        )}
      </ActionForm>
      <Footer />
    </Screen>
  );
}
