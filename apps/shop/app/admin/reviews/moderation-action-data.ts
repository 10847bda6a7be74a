// What /admin/reviews's action answers: what was done to which review, or why nothing was,
// with the text typed kept so it can be corrected beside its field.
import type { MessageKey } from "../../i18n/messages.ts";
import type { StaffTextError } from "../../../domain/reviews/staff-text.ts";

export type ModerationDone = "approved" | "rejected" | "replied" | "replyRemoved";

export type ModerationActionData =
  | { ok: true; done: ModerationDone; review: string }
  | {
      ok: false;
      review: string;
      error: "conflict" | "not_found" | "transition";
    }
  | {
      ok: false;
      review: string;
      field: "reason" | "reply";
      textError: StaffTextError;
      value: string;
    }
  | { ok: false; problem: MessageKey };
