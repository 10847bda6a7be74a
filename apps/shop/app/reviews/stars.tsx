// Stars in words and the "rating" filter, as every list of reviews and the review form say them.
import { useId } from "react";
import type { Translate } from "../i18n/use-t.ts";
import { useT } from "../i18n/use-t.ts";

/** From five stars down to one: the order every choice of stars is offered in. */
export const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

/** "1 stjärna", "4 stjärnor". */
export function starsLabel(t: Translate, stars: number): string {
  return stars === 1 ? t("reviews.oneStar") : t("reviews.manyStars", { stars });
}

/** The `stars` field of a GET form that filters reviews: all of them, or one number of stars. */
export function StarsFilter({ value }: { value: number | undefined }) {
  const t = useT();
  const id = useId();
  return (
    <p className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{t("reviews.starsLabel")}</label>
      <select
        id={id}
        name="stars"
        defaultValue={value ?? ""}
        className="rounded-control border border-line bg-surface px-2 py-1"
      >
        <option value="">{t("reviews.allStars")}</option>
        {STAR_CHOICES.map((stars) => (
          <option key={stars} value={stars}>
            {starsLabel(t, stars)}
          </option>
        ))}
      </select>
    </p>
  );
}
