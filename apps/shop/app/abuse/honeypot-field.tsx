import { useId } from "react";
import { useT } from "../i18n/use-t.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";

/**
 * The public forms' honeypot (honeypot.ts). Out of sight (moved off screen, not display:none,
 * which some bots read), out of the accessibility tree (aria-hidden), out of the tab order
 * (tabIndex -1), and marked for autofill and password managers to leave alone. Its label says
 * to leave it empty, for anybody who somehow meets it.
 */
export function HoneypotField() {
  const t = useT();
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("abuse.honeypotLabel")}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        defaultValue=""
      />
    </div>
  );
}
