// Mail the shop tests' servers sent, read from their SMTP sinks (e2e/support/shop-auth-server.ts):
// the six-digit code of the next passcode mail, and the shop's next order mail.
import type { MailAttachment } from "./mail-attachments.ts";
import { AUTH_MAIL_TEST_URL } from "./test-ports.ts";

export async function nextPasscode(to: string): Promise<string> {
  const response = await fetch(`${AUTH_MAIL_TEST_URL}/passcode?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { code?: string; error?: string };
  if (!response.ok || body.code === undefined) throw new Error(body.error ?? "no passcode");
  return body.code;
}

export interface ShopMail {
  subject: string;
  text: string;
  html: string;
  /** Attached files, their content as text (a booking's calendar event). */
  attachments: MailAttachment[];
}

/**
 * The next mail the shop sent to `to` (order confirmation, withdrawal receipt), its plain text
 * with the no-break spaces of Swedish number formats as plain spaces, to compare with.
 */
export async function nextShopMail(to: string): Promise<ShopMail> {
  const response = await fetch(`${AUTH_MAIL_TEST_URL}/shop-mail?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as Partial<ShopMail> & { error?: string };
  if (!response.ok || body.subject === undefined) throw new Error(body.error ?? "no mail");
  const mail = body as ShopMail;
  return { ...mail, text: mail.text.replace(/[\u00a0\u202f]/g, " ") };
}
