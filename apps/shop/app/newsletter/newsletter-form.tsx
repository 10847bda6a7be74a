import { useEffect, useId } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { HoneypotField } from "../abuse/honeypot-field.tsx";
import { retryMinutes } from "../abuse/too-many.ts";
import { buttonClass } from "../components/button-styles.ts";
import { useHydrated } from "../components/use-hydrated.ts";
import type { Language } from "../../domain/language.ts";
import { isMessageKey, useT } from "../i18n/use-t.ts";
import type { ProblemAnswer } from "../../http/request-body/body-problem.ts";
import { useLanguage } from "../root-data.ts";
import type { NewsletterSource } from "../../domain/newsletter-sources.ts";
import type { NewsletterResult } from "./newsletter-schema.ts";

/** The outcome a no-JS post came back with (?newsletter=ok or an error key, ?retryAfter=s). */
function outcomeFromSearch(
  language: Language,
  params: URLSearchParams,
): NewsletterResult | undefined {
  const value = params.get("newsletter");
  if (value === "ok") return { ok: true };
  const retryAfterSeconds = Number(params.get("retryAfter")) || undefined;
  return value && isMessageKey(language, value)
    ? { ok: false, error: value, retryAfterSeconds }
    : undefined;
}

/**
 * The newsletter sign-up, posting to /api/newsletter. With JavaScript a fetcher gets the
 * result back; without it the form carries redirectTo and the server sends the visitor back
 * here with ?newsletter=… .
 */
export function NewsletterForm({
  source,
  onSubscribed,
}: {
  /** The consent record's form (domain/newsletter-sources.ts). */
  source: NewsletterSource;
  onSubscribed?: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  // A body the server could not read (http/request-body/) comes back as a ProblemAnswer.
  const fetcher = useFetcher<NewsletterResult | ProblemAnswer>();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const result = fetcher.data ?? outcomeFromSearch(language, params);
  const subscribed = result !== undefined && "ok" in result && result.ok;

  useEffect(() => {
    if (fetcher.data && "ok" in fetcher.data && fetcher.data.ok) onSubscribed?.();
  }, [fetcher.data, onSubscribed]);

  if (subscribed) {
    return (
      <p role="status" className="font-semibold text-success">
        {t("newsletter.checkInbox")}
      </p>
    );
  }
  const error =
    result === undefined
      ? undefined
      : !("ok" in result)
        ? result.error.message
        : result.ok
          ? undefined
          : t(result.error, { minutes: retryMinutes(result.retryAfterSeconds ?? 0) });
  return (
    <fetcher.Form method="post" action="/api/newsletter" noValidate className="space-y-2">
      {!hydrated && <input type="hidden" name="redirectTo" value={pathname} />}
      <input type="hidden" name="source" value={source} />
      <HoneypotField />
      <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
        {t("newsletter.emailLabel")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-privacy`}
          className="min-w-0 flex-1 rounded-control border border-line bg-surface px-3 py-2 text-ink"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={buttonClass("primary")}
        >
          {t("newsletter.submit")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <p id={`${id}-privacy`} className="text-xs text-ink-muted">
        {t("newsletter.privacy")}
      </p>
    </fetcher.Form>
  );
}
