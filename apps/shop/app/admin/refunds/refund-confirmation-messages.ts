// The strings of a refund's confirmation step (refund-confirmation-step.tsx), in Swedish and
// English; the dialog's own are the confirmation's (confirm-with-passkey).
import { defineMessages } from "../../../domain/define-messages.ts";

export const refundConfirmationMessages = defineMessages({
  se: {
    needed:
      "Återbetalningen på {amount} är så stor att du behöver bekräfta den med din nyckel (passkey) eller en kod som vi mejlar dig. Inget har återbetalats än. Stängde du rutan? Tryck på knappen igen.",
  },
  en: {
    needed:
      "The refund of {amount} is large enough that you need to confirm it with your passkey or a code we email you. Nothing has been refunded yet. Closed the dialog? Press the button again.",
  },
});
