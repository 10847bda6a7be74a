// Chromium's virtual authenticator (CDP WebAuthn domain) for browser tests of passkeys and
// security keys: a platform authenticator with resident keys and user verification (a phone or
// laptop making passkeys), or a USB security key; the credentials it holds; the same
// credentials in another page's authenticator (another device of the same user).
import type { CDPSession, Page } from "@playwright/test";

export type AuthenticatorKind = "platform" | "security-key";

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The credentials it holds, with their private keys (CDP's format). */
  credentials(): Promise<{ credentialId: string }[]>;
  /** Puts the same credentials into a new authenticator of `page`. */
  copyTo(page: Page): Promise<VirtualAuthenticator>;
}

const OPTIONS = {
  platform: {
    protocol: "ctap2",
    transport: "internal",
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
    automaticPresenceSimulation: true,
  },
  "security-key": {
    protocol: "ctap2",
    transport: "usb",
    hasResidentKey: false,
    hasUserVerification: false,
    automaticPresenceSimulation: true,
  },
} as const;

export async function addVirtualAuthenticator(
  page: Page,
  kind: AuthenticatorKind = "platform",
): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: OPTIONS[kind],
  });
  const list = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return {
    cdp,
    authenticatorId,
    credentials: list,
    async copyTo(other) {
      const target = await addVirtualAuthenticator(other, kind);
      for (const credential of await list()) {
        await target.cdp.send("WebAuthn.addCredential", {
          authenticatorId: target.authenticatorId,
          credential,
        });
      }
      return target;
    },
  };
}

/** Keeps the page's browser from offering passkeys in autofill (only buttons then sign in). */
export async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", {
      value: () => Promise.resolve(false),
    });
  });
}
