/** Why the admin turns a request away (a 403's `reason`), each with its sentence in admin-messages. */
export const REFUSAL_REASONS = ["no_role", "owner_only", "cross_site", "form_token"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A 403's reason as the pages show it: an unknown one reads as "no role". */
export function refusalReason(given: unknown): RefusalReason {
  return REFUSAL_REASONS.find((known) => known === given) ?? "no_role";
}
