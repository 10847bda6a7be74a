// Mails a code for a confirmation to the user's primary address, when it is verified: a code
// sent to an address nobody proved would confirm nothing. Each mail takes a token of the user's
// passcode budget; a resend replaces the code (the old one no longer counts), not the tries.
import { maskEmail } from "../audit/audit-masking.ts";
import type { ConfirmationsTable } from "../db/schema.ts";
import { createPasscodeService } from "../passcodes/passcode-service.ts";
import type { ConfirmationContext } from "./confirmation-context.ts";
import { takeConfirmationToken } from "./confirmation-limits.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";
import { openConfirmationRefusal } from "./confirmation-state.ts";
import { createConfirmationStore } from "./confirmation-store.ts";

export type PasscodeSent = { ok: true; sentTo: string };

/** The verified primary address a confirmation code goes to, if the user has one. */
export async function confirmationAddress(
  ctx: Pick<ConfirmationContext, "deps" | "userId">,
): Promise<string | undefined> {
  const emails = await ctx.deps.users.emails(ctx.userId);
  return emails.find((email) => email.primary && email.verified)?.address;
}

/** `POST /confirmations/{id}/passcode` with `{}`: (re)sends the code of an open confirmation. */
export async function resendConfirmationPasscode(
  ctx: ConfirmationContext,
  id: string,
): Promise<PasscodeSent | ConfirmationRefusal> {
  const row = await createConfirmationStore(ctx.deps.db).findOf(ctx.userId, id);
  const closed = openConfirmationRefusal(row, ctx.deps.clock.now());
  if (closed !== undefined || row === undefined) {
    return refuse(closed ?? "confirmation_not_found");
  }
  return sendConfirmationPasscode(ctx, row);
}

export async function sendConfirmationPasscode(
  ctx: ConfirmationContext,
  row: Pick<ConfirmationsTable, "id" | "action">,
): Promise<PasscodeSent | ConfirmationRefusal> {
  const { deps } = ctx;
  const address = await confirmationAddress(ctx);
  if (address === undefined) return refuse("confirmation_method_unavailable");
  const limited = await takeConfirmationToken(deps, "confirmation-passcode", ctx.userId);
  if (limited !== undefined) return limited;
  // The mail goes out inside the transaction: a failed delivery leaves no code behind.
  await deps.db.transaction().execute(async (trx) => {
    const passcodes = createPasscodeService({
      db: trx,
      clock: deps.clock,
      mailer: deps.mailer,
      ttlSeconds: deps.config.email.passcodeTtlSeconds,
    });
    const passcodeId = await passcodes.send({
      email: address,
      userId: ctx.userId,
      template: "confirmation",
      language: ctx.client.language,
      data: { action: row.action },
    });
    await createConfirmationStore(trx).setPasscode(row.id, passcodeId);
  });
  return { ok: true, sentTo: maskEmail(address) };
}
