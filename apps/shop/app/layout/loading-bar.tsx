import { useNavigation } from "react-router";
import { useT } from "../i18n/use-t.ts";

/** Spec §2/§9: the top loading indicator, 5 px high. */
export const LOADING_BAR_HEIGHT_PX = 5;

export function LoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("loading.label")}
      data-testid="loading-bar"
      style={{ height: LOADING_BAR_HEIGHT_PX }}
      className="fixed inset-x-0 top-0 z-[60] overflow-hidden bg-primary/25"
    >
      <div className="h-full w-1/2 animate-[kb-loading_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}
