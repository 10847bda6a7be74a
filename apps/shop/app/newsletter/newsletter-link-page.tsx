// The page a newsletter mail's link opens (confirm, unsubscribe): the shared link page
// (components/link-action-page.tsx) with the newsletter's own strings.
import { LinkActionPage, linkState, type LinkPageState } from "../components/link-action-page.tsx";
import { newsletterLinkMessages, type NewsletterLinkKey } from "./newsletter-link-messages.ts";

export { linkState, type LinkPageState };

export function NewsletterLinkPage(props: {
  state: LinkPageState;
  title: NewsletterLinkKey;
  lead: NewsletterLinkKey;
  submit: NewsletterLinkKey;
  done: NewsletterLinkKey;
  invalid: NewsletterLinkKey;
  /** What the link carries, posted back with the button. */
  hidden: Record<string, string>;
}) {
  return <LinkActionPage messages={newsletterLinkMessages} home="newsletterPage.home" {...props} />;
}
