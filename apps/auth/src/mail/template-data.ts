// What each mail template needs in `MailMessage.data` (services.ts keeps it a string record so
// the contract stays simple). `mailMessage()` gives callers a typed way to build one.
import type { MailLanguage, MailMessage, MailTemplate } from "../services.ts";

/** Code-bearing passcode mails (flow-api.md §7.1): the code and its validity in whole minutes. */
export type PasscodeMailData = { code: string; ttlMinutes: string };
export type NoMailData = Record<never, never>;

export type MailTemplateData = {
  login: PasscodeMailData;
  recovery: PasscodeMailData;
  email_verification: PasscodeMailData;
  email_login_attempted: NoMailData;
  email_registration_attempted: NoMailData;
  /** `action`: the shop's name of the action being confirmed, e.g. `order.refund`. */
  confirmation: PasscodeMailData & { action: string };
  password_create: NoMailData;
  password_update: NoMailData;
  password_delete: NoMailData;
  username_update: { newUsername: string };
  username_delete: NoMailData;
  session_revoke: { device: string };
  account_delete: NoMailData;
  primary_email_update: { oldEmailAddress: string; newEmailAddress: string };
  email_create: { newEmailAddress: string };
  email_delete: { deletedEmailAddress: string };
  passkey_create: NoMailData;
  mfa_create: NoMailData;
  mfa_delete: NoMailData;
};

/** The keys each template cannot render without; checked before rendering. */
export const REQUIRED_MAIL_DATA: {
  readonly [T in MailTemplate]: readonly (keyof MailTemplateData[T])[];
} = {
  login: ["code", "ttlMinutes"],
  recovery: ["code", "ttlMinutes"],
  email_verification: ["code", "ttlMinutes"],
  email_login_attempted: [],
  email_registration_attempted: [],
  confirmation: ["code", "ttlMinutes", "action"],
  password_create: [],
  password_update: [],
  password_delete: [],
  username_update: ["newUsername"],
  username_delete: [],
  session_revoke: ["device"],
  account_delete: [],
  primary_email_update: ["oldEmailAddress", "newEmailAddress"],
  email_create: ["newEmailAddress"],
  email_delete: ["deletedEmailAddress"],
  passkey_create: [],
  mfa_create: [],
  mfa_delete: [],
};

/** A MailMessage whose data is checked against its template at compile time. */
export function mailMessage<T extends MailTemplate>(message: {
  to: string;
  template: T;
  language: MailLanguage;
  data: MailTemplateData[T];
}): MailMessage {
  return { ...message, data: { ...message.data } };
}

/** Hanko's `TTL` template value: the passcode lifetime in whole minutes, at least 1. */
export function ttlMinutes(ttlSeconds: number): string {
  return String(Math.max(1, Math.round(ttlSeconds / 60)));
}
