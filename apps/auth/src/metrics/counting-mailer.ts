// A Mailer that counts passcode mails by template and result before passing on what the
// mailer it wraps did: a failure is counted and thrown again, unchanged. Other mails (security
// notices) pass through uncounted.
import type { Mailer, MailTemplate, PasscodeTemplate } from "../services.ts";
import type { AuthMetrics } from "./auth-metrics.ts";

// A record rather than a list, so a new passcode template cannot be left out.
const PASSCODE_TEMPLATES: Record<PasscodeTemplate, true> = {
  login: true,
  recovery: true,
  email_verification: true,
  email_login_attempted: true,
  email_registration_attempted: true,
  confirmation: true,
};

const isPasscodeTemplate = (template: MailTemplate): template is PasscodeTemplate =>
  Object.hasOwn(PASSCODE_TEMPLATES, template);

export function countingMailer(mailer: Mailer, metrics: Pick<AuthMetrics, "passcodeMail">): Mailer {
  return {
    async send(message) {
      const { template } = message;
      if (!isPasscodeTemplate(template)) return mailer.send(message);
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.passcodeMail(template, "failed");
        throw error;
      }
      metrics.passcodeMail(template, "sent");
    },
  };
}
