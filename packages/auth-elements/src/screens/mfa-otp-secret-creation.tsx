// state `mfa_otp_secret_creation` (spec §2, §4): the QR code to scan, the secret to type in
// instead with a Copy button that says "Copied" for 1.5 s, and the app's first code in six
// boxes (the passcode boxes' paste and arrow-key rules). Used in sign-up, sign-in and profile.
import { useEffect, useState } from "react";
import { Button } from "../components/button.tsx";
import { CodeForm } from "../components/code-form.tsx";
import { Footer } from "../components/footer.tsx";
import { Paragraph } from "../components/paragraph.tsx";
import { Screen } from "../components/screen.tsx";
import { useWidget } from "../widget/widget-context.ts";
import type { ScreenProps } from "./screen-registry.ts";

export const COPIED_MS = 1500;

export function MfaOtpSecretCreation({ snapshot }: ScreenProps<"mfa_otp_secret_creation">) {
  const { t, state } = useWidget();
  const { otp_secret: secret, otp_image_source: image } = snapshot.payload;
  return (
    <Screen headline={t("headlines.authAppSetUp")}>
      <Paragraph>{t("texts.authAppSetUp")}</Paragraph>
      {image !== undefined && (
        <img
          className="hk-qr"
          src={image}
          width={200}
          height={200}
          alt={t("labels.authenticatorApp")}
        />
      )}
      {secret !== undefined && <SecretKey secret={secret} />}
      {/* Fresh boxes for every answer: cleared after a wrong code. */}
      <CodeForm
        key={state.responses}
        action={snapshot.actions.otp_code_verify}
        actionName="otp_code_verify"
        inputName="otp_code"
        label={t("headlines.otpLogin")}
      />
      <Footer />
    </Screen>
  );
}

function SecretKey({ secret }: { secret: string }) {
  const { t } = useWidget();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      // A refused clipboard is only logged (spec §8); the key stays on screen to type.
      (error: unknown) => console.warn("copying the secret key failed", error),
    );
  };
  return (
    <div className="hk-secret">
      <span className="hk-label">{t("labels.secretKey")}</span>
      <code className="hk-secret-value">{secret}</code>
      <Button kind="link" onClick={copy}>
        <span aria-live="polite">{copied ? t("labels.copied") : t("labels.copy")}</span>
      </Button>
    </div>
  );
}
