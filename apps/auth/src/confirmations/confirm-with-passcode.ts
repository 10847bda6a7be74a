// Confirms with the code last mailed for this confirmation, checked by the passcode service
// (Argon2id, used up when right). A wrong code is one failed try of the confirmation's three,
// however many codes were mailed: resending does not buy more guesses.
import { createPasscodeService } from "../passcodes/passcode-service.ts";
import type { ConfirmationContext } from "./confirmation-context.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";
import { openConfirmationRefusal } from "./confirmation-state.ts";
import { createConfirmationStore } from "./confirmation-store.ts";
import { failConfirmation } from "./fail-confirmation.ts";
import { finishConfirmation, type Confirmed } from "./finish-confirmation.ts";
import { takeAttempt } from "./take-attempt.ts";

export async function confirmWithPasscode(
  ctx: ConfirmationContext,
  id: string,
  code: string,
): Promise<Confirmed | ConfirmationRefusal> {
  const { deps, userId } = ctx;
  // Asking for a code before one was mailed is a mistake of the page, not a guess: no try spent.
  const current = await createConfirmationStore(deps.db).findOf(userId, id);
  const closed = openConfirmationRefusal(current, deps.clock.now());
  if (closed !== undefined || current === undefined) {
    return refuse(closed ?? "confirmation_not_found");
  }
  if (current.passcode_id === null) return refuse("confirmation_passcode_not_sent");
  const attempt = await takeAttempt(ctx, id);
  if (!attempt.ok) return attempt;
  // The code of the row as the try found it: a resend in between replaced it.
  const passcodeId = attempt.row.passcode_id ?? current.passcode_id;

  return deps.db.transaction().execute(async (trx) => {
    const passcodes = createPasscodeService({
      db: trx,
      clock: deps.clock,
      mailer: deps.mailer,
      ttlSeconds: deps.config.email.passcodeTtlSeconds,
    });
    const check = await passcodes.verify(passcodeId, code);
    return check === "valid"
      ? finishConfirmation(trx, ctx, attempt.row, "passcode")
      : failConfirmation(trx, ctx, attempt, { method: "passcode", reason: "wrong_passcode" });
  });
}
