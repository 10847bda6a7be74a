// The verdict's accent, as a small typed map: green to ride, the shop's colour for "carefully",
// red for "no". The text itself stays ink, so contrast never depends on the accent.
import type { Verdict } from "../../domain/scooter-doctor/error-code.ts";

export const VERDICT_STYLE: Record<Verdict, string> = {
  yes: "border-s-success",
  carefully: "border-s-primary",
  no: "border-s-danger",
};
