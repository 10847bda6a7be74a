// One of the sign-in provider's elements inside a shop page: <hanko-auth>, <hanko-registration>
// or <hanko-profile>, in the shop's language (it follows the language switch; the element
// re-reads `lang` without restarting its flow) and in the shop's colours (app.css, through the
// element's CSS custom properties). Until the code has arrived the box says so; if it cannot be
// fetched, a plain message with a retry, never a blank box.
import { createElement, useEffect, useRef, useState } from "react";
import type { Hanko } from "@kretsbutiken/auth-elements";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import { HTML_LANG } from "../../domain/language.ts";
import { useAuthUrl, useLanguage } from "../root-data.ts";
import { loadAuthElements } from "./load-auth-elements.ts";

export type AuthElementTag = "hanko-auth" | "hanko-login" | "hanko-registration" | "hanko-profile";

type Status = "loading" | "ready" | "failed";

export function AuthWidget({
  tag,
  prefilledEmail,
  onReady,
}: {
  tag: AuthElementTag;
  prefilledEmail?: string | undefined;
  /** Called once the elements are defined, with the SDK the element runs on. */
  onReady?: (hanko: Hanko) => (() => void) | void;
}) {
  const t = useT();
  const api = useAuthUrl();
  const language = useLanguage();
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  // Read once per load: re-subscribing on every render would drop the SDK's events.
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    if (api === undefined) return;
    let active = true;
    let stop: (() => void) | void;
    loadAuthElements(api).then(
      (hanko) => {
        if (!active) return;
        stop = onReadyRef.current?.(hanko);
        setStatus("ready");
      },
      () => active && setStatus("failed"),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [api, attempt]);

  if (status === "failed") {
    return (
      <div role="alert" className="rounded-card border border-line p-6 text-center">
        <p>{t("account.widgetFailed")}</p>
        <button
          type="button"
          className={`${buttonClass("primary")} mt-4`}
          onClick={() => {
            setStatus("loading");
            setAttempt((n) => n + 1);
          }}
        >
          {t("account.widgetRetry")}
        </button>
      </div>
    );
  }
  return (
    <div className="auth-widget" data-status={status} aria-busy={status === "loading"}>
      {status === "loading" && (
        <p className="py-8 text-center text-ink-muted" data-testid="auth-widget-loading">
          {t("account.widgetLoading")}
        </p>
      )}
      {createElement(tag, {
        api,
        lang: HTML_LANG[language],
        ...(prefilledEmail !== undefined && { "prefilled-email": prefilledEmail }),
      })}
    </div>
  );
}
