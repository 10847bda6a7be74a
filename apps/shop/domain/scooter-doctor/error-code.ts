// The shape of one error code in Felkodsdoktorn: what the controller checks, whether the rider
// can go on, likely causes and fix steps. One definition may serve several models; `appliesTo`
// says which, and how sure we are for each.
import type { Localized } from "../catalogue/product.ts";
import type { PartKind } from "./part-kinds.ts";
import type { ModelSlug } from "./scooter-models.ts";

/** "carefully": short, gentle rides at reduced power until the fault is fixed. */
export type Verdict = "yes" | "carefully" | "no";

export type Difficulty = "easy" | "medium" | "hard";

export interface LocalizedList {
  readonly se: readonly string[];
  readonly en: readonly string[];
}

export interface LikelyCause {
  readonly text: Localized;
  readonly workshop: boolean;
  /** Parts this cause may need; empty when nothing is replaced. */
  readonly parts: readonly PartKind[];
}

export interface FixStep {
  readonly text: Localized;
  readonly difficulty: Difficulty;
  readonly tools: LocalizedList;
  readonly minutes: number;
}

/**
 * "documented": in the shop's own article or the maker's code list for this model.
 * "likely": same maker and electronics family, not checked against this model's manual.
 */
export type Certainty = "documented" | "likely";

export interface Applicability {
  readonly model: ModelSlug;
  readonly certainty: Certainty;
  /** Where this model differs from the shared definition. */
  readonly note?: Localized;
}

export interface ErrorCode {
  readonly code: number;
  /** What the controller checks when it raises the code. */
  readonly checks: Localized;
  readonly verdict: Verdict;
  readonly verdictReason: Localized;
  /** Most likely first. */
  readonly causes: readonly LikelyCause[];
  /** In the order to try them. */
  readonly steps: readonly FixStep[];
  readonly appliesTo: readonly Applicability[];
  /** Slug of the shop's article under content/blog, when there is one. */
  readonly article?: string;
  /** Where firmware versions or models disagree, or where we are unsure. */
  readonly note?: Localized;
}
