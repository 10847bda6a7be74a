// What a form post on /admin/returns answers (return-actions.server.ts): what was done, or why
// nothing was, with each field's error and what was typed, to show again beside the fields.
import type { MessageKey } from "../../i18n/messages.ts";

export interface ReturnFormValues {
  restock: boolean;
  /** Per line number: the condition chosen and the note typed. */
  lines: Record<string, { condition: string; note: string }>;
}

export type ReturnActionData =
  | {
      ok: true;
      done: "refunded" | "pending" | "notRefunded";
      number: string;
      amount: number;
    }
  | {
      ok: false;
      returnId?: string;
      number?: string;
      error?: "unknown_return" | "already_received" | "lines_mismatch" | "fields";
      /** Per field name (`condition-2`, `note-2`): the error's message key on the page. */
      fieldErrors?: Record<string, "error.condition" | "error.note">;
      values?: ReturnFormValues;
      problem?: MessageKey;
    };
