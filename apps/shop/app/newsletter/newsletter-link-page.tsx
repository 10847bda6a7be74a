// The page a newsletter mail's link opens (confirm, unsubscribe). Following the link shows a
// button, and only pressing it acts: mail scanners that open every link in a message (to look
// for malware) would otherwise confirm or unsubscribe on the reader's behalf.
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { PageHeader } from "../components/page-header.tsx";
import { usePageT } from "../i18n/use-page-t.ts";
import { newsletterLinkMessages, type NewsletterLinkKey } from "./newsletter-link-messages.ts";

export type LinkPageState = "ready" | "done" | "invalid";

/** What a loader or action hands the page. */
export const linkState = (state: LinkPageState) => ({ state });

export function NewsletterLinkPage({
  state,
  title,
  lead,
  submit,
  done,
  invalid,
  hidden,
}: {
  state: LinkPageState;
  title: NewsletterLinkKey;
  lead: NewsletterLinkKey;
  submit: NewsletterLinkKey;
  done: NewsletterLinkKey;
  invalid: NewsletterLinkKey;
  /** What the link carries, posted back with the button. */
  hidden: Record<string, string>;
}) {
  const t = usePageT(newsletterLinkMessages);
  const submitting = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title={t(title)} />
      <div className="container-page max-w-2xl space-y-6 py-8">
        {state === "ready" && (
          <Form method="post" className="space-y-4">
            <p>{t(lead)}</p>
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" disabled={submitting} className={buttonClass("primary")}>
              {t(submit)}
            </button>
          </Form>
        )}
        {state === "done" && (
          <p role="status" className="rounded-card border border-success p-5 font-semibold">
            {t(done)}
          </p>
        )}
        {state === "invalid" && (
          <p role="alert" className="rounded-card border border-danger p-5">
            {t(invalid)}
          </p>
        )}
        <p>
          <Link to="/" className="underline">
            {t("newsletterPage.home")}
          </Link>
        </p>
      </div>
    </>
  );
}
