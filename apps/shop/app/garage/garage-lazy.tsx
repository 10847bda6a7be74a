// Min garage on the shared pages, as small as it can be for everyone else: the listing and the
// product page ask GET /api/garage once hydrated (use-garage-fit.ts), and only when the answer
// has something to show is the code that shows it loaded (garage-hints.tsx,
// product-fit-list.tsx). Anonymous visitors and shoppers with an empty garage download none of it.
import { lazy, Suspense, type ComponentProps } from "react";
import { useGarageFit, useListingGarage } from "./use-garage-fit.ts";

const Chips = lazy(() => import("./garage-hints.tsx").then((m) => ({ default: m.GarageChips })));
const Mark = lazy(() => import("./garage-hints.tsx").then((m) => ({ default: m.GarageMark })));
const FitList = lazy(() =>
  import("./product-fit-list.tsx").then((m) => ({ default: m.ProductFitList })),
);

/** "Passar min …" chips above a listing. */
export function GarageChips(props: ComponentProps<typeof Chips>) {
  if (!props.garage || props.garage.devices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Chips {...props} />
    </Suspense>
  );
}

/** "Passar din …" under a listing's card. */
export function GarageMark({ productId }: { productId: number }) {
  const garage = useListingGarage();
  if (!garage?.fits[String(productId)]) return null;
  return (
    <Suspense fallback={null}>
      <Mark garage={garage} productId={productId} />
    </Suspense>
  );
}

/** "Passar din …" / "Passar inte din …" in a product page's buy box. */
export function ProductFit({ productId }: { productId: number }) {
  const garage = useGarageFit([productId]);
  if (!garage?.fits[String(productId)]) return null;
  return (
    <Suspense fallback={null}>
      <FitList garage={garage} productId={productId} />
    </Suspense>
  );
}
