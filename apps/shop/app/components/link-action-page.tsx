// The page a mail's link opens (the newsletter's and the product alerts' confirm and
// unsubscribe links). Following the link shows a button, and only pressing it acts: mail
// scanners that open every link in a message (to look for malware) would otherwise confirm or
// unsubscribe on the reader's behalf. The strings are the page's own (i18n/use-page-t.ts).
import { Form, Link, useNavigation } from "react-router";
import type { Language } from "../../domain/language.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { buttonClass } from "./button-styles.ts";
import { PageHeader } from "./page-header.tsx";

export type LinkPageState = "ready" | "done" | "invalid";

/** What a loader or action hands the page. */
export const linkState = (state: LinkPageState) => ({ state });

export function LinkActionPage<K extends string>({
  messages,
  state,
  title,
  lead,
  submit,
  done,
  invalid,
  home,
  hidden,
}: {
  messages: Record<Language, Record<K, string>>;
  state: LinkPageState;
  title: K;
  lead: K;
  submit: K;
  done: K;
  invalid: K;
  /** The link back to the home page. */
  home: K;
  /** What the link carries, posted back with the button. */
  hidden: Record<string, string>;
}) {
  const t = usePageT(messages);
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
            {t(home)}
          </Link>
        </p>
      </div>
    </>
  );
}
