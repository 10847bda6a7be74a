// state `onboarding_email`: the address is remembered for the passcode screen that may follow
// (verification); the input is `string` on the wire, so the non-digit rule is ours (spec §5).
import { ActionForm } from "../components/action-form.tsx";
import { FlowInput } from "../components/flow-input.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useActionForm } from "../components/use-action-form.ts";
import { hasNonDigit } from "../components/validate-input.ts";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export function OnboardingEmail({ snapshot }: ScreenProps<"onboarding_email">) {
  const { t } = useWidget();
  const action = snapshot.actions.email_address_set;
  // A preserved input echoes what was sent, e.g. after email_already_exists.
  const echoed = action?.inputs.email?.value;
  const form = useActionForm({
    action,
    initial: { email: typeof echoed === "string" ? echoed : "" },
    checks: { email: hasNonDigit },
    identity: (values) => (values.email === undefined ? {} : { email: values.email }),
  });
  const field = form.field("email");
  return (
    <Screen headline={t("headlines.createEmail")}>
      <Paragraph>{t("texts.createEmail")}</Paragraph>
      <ActionForm form={form} submitLabel={t("labels.continue")}>
        {field && (
          <FlowInput field={field} label={t("labels.email")} type="email" autoComplete="email" />
        )}
      </ActionForm>
      <Footer />
    </Screen>
  );
}
