import { useEffect, useId, useRef } from "react";
import { buttonClass } from "../../components/button-styles.ts";
import { CloseIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { DEFAULT_PRIMARY_COLOR } from "../../../domain/preferences/primary-color.ts";
import { useLayoutSettings } from "../layout-settings-provider.tsx";

/** Layout direction, light/dark mode and primary colour (spec §3, §4). */
export default function ThemeSettingsPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { settings, dispatch } = useLayoutSettings();
  const colorId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const option =
    "rounded-control border border-line px-3 py-1 text-sm aria-pressed:border-primary aria-pressed:font-bold";
  return (
    <div
      id="theme-settings"
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby="theme-settings-title"
      tabIndex={-1}
      className="fixed inset-y-0 end-0 z-50 w-80 max-w-[90vw] space-y-6 overflow-y-auto bg-surface p-5 text-ink shadow-xl"
    >
      <div className="flex items-center justify-between">
        <h2 id="theme-settings-title" className="text-lg font-bold">
          {t("theme.title")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-control p-2 hover:bg-surface-muted"
        >
          <CloseIcon />
          <span className="sr-only">{t("common.close")}</span>
        </button>
      </div>

      <fieldset>
        <legend className="mb-2 font-semibold">{t("theme.direction")}</legend>
        <div className="flex gap-2">
          {(["ltr", "rtl"] as const).map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={settings.layoutType === type}
              onClick={() => dispatch({ type: "setLayoutType", value: type })}
              className={option}
            >
              {t(type === "ltr" ? "theme.ltr" : "theme.rtl")}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-semibold">{t("theme.mode")}</legend>
        <button
          type="button"
          aria-pressed={settings.layoutMode === "dark"}
          onClick={() => dispatch({ type: "toggleLayoutMode" })}
          className={option}
        >
          {t("theme.dark")}
        </button>
      </fieldset>

      <div>
        <label htmlFor={colorId} className="mb-2 block font-semibold">
          {t("theme.primaryColor")}
        </label>
        <div className="flex items-center gap-3">
          <input
            id={colorId}
            type="color"
            value={settings.primaryColor}
            onChange={(event) => dispatch({ type: "setPrimaryColor", value: event.target.value })}
            className="h-10 w-16 cursor-pointer rounded-control border border-line"
          />
          <button
            type="button"
            onClick={() => dispatch({ type: "setPrimaryColor", value: DEFAULT_PRIMARY_COLOR })}
            className={buttonClass("secondary")}
          >
            {t("theme.resetColor")}
          </button>
        </div>
        <p className="mt-2 text-xs text-ink-muted">{t("theme.colorResetNote")}</p>
      </div>
    </div>
  );
}
