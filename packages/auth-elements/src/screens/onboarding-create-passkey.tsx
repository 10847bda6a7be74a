// state `onboarding_create_passkey` (spec §2): what a passkey is, "Create a passkey", and Back
// and Skip only when the server offers them. The SDK runs the browser's ceremony in the next
// state; if the browser says no, the flow comes back here with the error. After a sign-in the
// offer is made once: Skip ("not now") is remembered on this device for 90 days, and meanwhile
// the widget skips the offer by itself (../flow/passkey-offer-memory.ts). A new account is
// always asked.
import { useEffect, useState } from "react";
import { ActionButton } from "../components/action-button.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { offered } from "../flow/flow-client.ts";
import { useWidget } from "../widget/widget-context.ts";
import { Loading } from "./loading.tsx";
import type { ScreenProps } from "./screen-registry.ts";

export function OnboardingCreatePasskey({ snapshot }: ScreenProps<"onboarding_create_passkey">) {
  const { t, run, passkeyOffer } = useWidget();
  const afterSignIn = snapshot.flow === "login";
  const [quiet] = useState(
    () =>
      afterSignIn &&
      snapshot.error === undefined &&
      offered(snapshot, "skip") !== undefined &&
      passkeyOffer.declined(),
  );
  useEffect(() => {
    if (quiet) run("skip");
  }, [quiet, run]);
  if (quiet) return <Loading />;
  return (
    <Screen headline={t("headlines.createPasskey")}>
      <Paragraph>{t("texts.setupPasskey")}</Paragraph>
      <ActionButton action="webauthn_generate_creation_options" kind="primary">
        {t("labels.createPasskey")}
      </ActionButton>
      <Footer onSkip={afterSignIn ? () => passkeyOffer.decline() : undefined} />
    </Screen>
  );
}
