// The steps of "Reklamera en vara" (routes/page/reklamation.tsx), each what its page shows:
// finding the order (unless a link named it), the complaint form (with each field's problem and
// what was typed), and the receipt with the case's number and link.
import type {
  ComplaintField,
  ComplaintFieldError,
} from "../../domain/complaints/complaint-input.ts";
import type { PhotoRefusal } from "../../domain/complaints/photo-type.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { ComplaintMessageKey } from "./complaint-messages.ts";

export interface ComplaintOrder {
  number: string;
  /** The order's link token: the form's later posts name the order by it. */
  link: string;
  createdAt: string;
  lines: { lineNo: number; name: string; variant: string | undefined; quantity: number }[];
}

export interface FindStep {
  step: "find";
  /** A shop-wide message (the lookup's, the body reader's, a limit's). */
  error?: MessageKey;
  values: { number?: string; email?: string };
}

export interface FormValues {
  quantities: Record<string, string>;
  description: string;
  noticedOn: string;
  remedy: string;
}

export interface FormStep {
  step: "form";
  order: ComplaintOrder;
  /** Bytes one photo and all together may weigh (complaint-steps.server.ts). */
  limits: { each: number; total: number };
  values: FormValues;
  errors: Partial<Record<ComplaintField | "photos", ComplaintFieldError | PhotoRefusal>>;
  /** Why the whole form was refused (the order cannot be complained about, a limit). */
  problem?:
    { key: ComplaintMessageKey; deadline?: string } | { shop: MessageKey; minutes?: number };
  /** Photos were chosen and must be chosen again. */
  photosLost?: boolean;
}

export interface DoneStep {
  step: "done";
  number: string;
  token: string;
  email: string;
}

export type ComplaintStep = FindStep | FormStep | DoneStep;
