// "1 bild", "4 bilder": a number of pictures in words, in the page's language.
import { useCallback } from "react";
import { useT } from "../i18n/use-t.ts";

export function usePictureCount(): (count: number) => string {
  const t = useT();
  return useCallback(
    (count) => (count === 1 ? t("portfolio.count.one") : t("portfolio.count.other", { count })),
    [t],
  );
}
