// With JavaScript, filters apply as soon as they change: the form's state becomes the
// canonical query and the page navigates to it, keeping the scroll position. Typing a price
// or dragging a slider waits a moment, so one change is one navigation.
import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  listingHref,
  parseListingQuery,
  withoutIdlePrice,
  type KnownValues,
} from "../../domain/catalogue/listing-query.ts";
import type { PriceScale } from "./price-scale.ts";

const SETTLE_MS = 600;

export function useApplyFilters(known: KnownValues, scale: PriceScale) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string") params.append(key, value);
      }
      const query = withoutIdlePrice(parseListingQuery(params, known), scale);
      void navigate(listingHref(pathname, query), { preventScrollReset: true });
    },
    [known, navigate, pathname, scale],
  );

  /** For the form's change events: prices settle first, everything else applies at once. */
  const applySoon = useCallback(
    (form: HTMLFormElement, settle: boolean) => {
      clearTimeout(timer.current);
      if (settle) timer.current = setTimeout(() => apply(form), SETTLE_MS);
      else apply(form);
    },
    [apply],
  );

  return { apply, applySoon };
}
