// "1 bild", "4 bilder": a number of pictures in words, in the page's language.
import { useCallback } from "react";
import { usePageT } from "../i18n/use-page-t.ts";
import { portfolioMessages } from "./portfolio-messages.ts";

export function usePictureCount(): (count: number) => string {
  const p = usePageT(portfolioMessages);
  return useCallback(
    (count) => (count === 1 ? p("portfolio.count.one") : p("portfolio.count.other", { count })),
    [p],
  );
}
