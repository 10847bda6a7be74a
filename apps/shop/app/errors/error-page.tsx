import { Link, useLocation } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { describeError } from "./describe-error.ts";

/** Spec §2: the status texts, word for word. */
export const STATUS_TITLE = { notFound: "Page Not Found", other: "Internal Server Error" } as const;

/**
 * The error page's content for a status, with the message when there is one. Its heading is
 * the page's h1 unless `headingLevel` says otherwise (as when the element gallery shows it).
 * A 503 (the database did not answer: server/faults/) says so kindly and offers to try again;
 * it keeps the spec's status text beside its own heading.
 */
export function ErrorPageContent({
  status,
  message,
  headingLevel = 1,
}: {
  status: number;
  message?: string;
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const notFound = status === 404;
  const unavailable = status === 503;
  const [title, text] = notFound
    ? (["error.notFound.title", "error.notFound.text"] as const)
    : unavailable
      ? (["error.unavailable.title", "error.unavailable.text"] as const)
      : (["error.internal.title", "error.internal.text"] as const);
  return (
    <section className="container-page py-16 text-center" data-testid="error-page">
      <p className="text-6xl font-extrabold text-primary-ink" data-testid="error-status">
        {status}
      </p>
      {/* The spec's status text, unless the English page has it as its heading already. */}
      {(language !== "en" || unavailable) && (
        <p lang="en" className="mt-2 text-sm tracking-wide text-ink-muted uppercase">
          {notFound ? STATUS_TITLE.notFound : STATUS_TITLE.other}
        </p>
      )}
      <Heading className="mt-4 text-3xl font-bold">{t(title)}</Heading>
      <p className="mt-3 text-ink-muted">{t(text)}</p>
      {message !== undefined && (
        <p className="mt-3 text-sm" data-testid="error-message">
          <span className="font-semibold">{t("error.message")}:</span> {message}
        </p>
      )}
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        {unavailable && (
          <Link to={`${pathname}${search}`} reloadDocument className="underline">
            {t("error.retry")}
          </Link>
        )}
        <Link to="/" className="underline">
          {t("error.toHome")}
        </Link>
        <Link to="/page/contact_us" className="underline">
          {t("CONTACT")}
        </Link>
      </p>
    </section>
  );
}

/**
 * The error page (spec §2, §8): "Page Not Found" for 404, "Internal Server Error" for any
 * other status (default 500), with the status and the message.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, message } = describeError(error);
  return <ErrorPageContent status={status} message={message} />;
}
