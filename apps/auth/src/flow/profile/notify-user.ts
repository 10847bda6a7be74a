// Security notifications of the profile (flow-api.md §7.2): a mail to the user's primary
// address, in the request's language, for every change that matters. A mail that cannot be
// delivered is logged and does not undo the change the user asked for.
import type { NotificationTemplate } from "../../services.ts";
import type { MailTemplateData } from "../../mail/template-data.ts";
import type { AuthHookContext } from "../flows/flow-deps.ts";
import type { ProfileUser } from "./profile-user.ts";

export async function notifyUser<T extends NotificationTemplate>(
  ctx: AuthHookContext,
  user: ProfileUser,
  template: T,
  data: MailTemplateData[T],
  to: string | undefined = user.primaryEmail?.address,
): Promise<void> {
  if (to === undefined) return;
  try {
    await ctx.deps.mailer.send({
      to,
      template,
      language: ctx.deps.client.language,
      data,
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "warn",
        msg: "security notification not sent",
        template,
        err: String(error),
      }),
    );
  }
}
