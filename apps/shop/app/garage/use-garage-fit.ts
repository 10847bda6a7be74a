// The signed-in shopper's garage and whether the page's products fit it, asked from
// GET /api/garage once the shared page has hydrated (decision record 0052: the page itself is
// the same for everyone). Nothing is asked for a visitor who is not signed in, and what shows
// the answer is loaded only once there is one (garage-hints.tsx, product-fit-list.tsx).
import { createContext, useContext, useEffect, useState } from "react";
import { GARAGE_API_PATH } from "../../domain/garage/garage-paths.ts";
import { useSignedIn } from "../root-data.ts";
import type { GarageFitResponse } from "./garage-fit.ts";

export function useGarageFit(productIds: readonly number[]): GarageFitResponse | undefined {
  const signedIn = useSignedIn();
  const asked = productIds.join(",");
  const [answer, setAnswer] = useState<GarageFitResponse>();
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const url = `${GARAGE_API_PATH}?${new URLSearchParams({ products: asked }).toString()}`;
    fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) =>
        response.ok ? (response.json() as Promise<GarageFitResponse>) : undefined,
      )
      // Without an answer the page simply says nothing about the garage.
      .then(setAnswer, () => {});
    return () => controller.abort();
  }, [signedIn, asked]);
  return signedIn ? answer : undefined;
}

/** A listing's answer, for each card's mark. */
export const GarageFitContext = createContext<GarageFitResponse | undefined>(undefined);

export const useListingGarage = () => useContext(GarageFitContext);
