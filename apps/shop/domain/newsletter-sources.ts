// What the browser's side shares with the newsletter's server side: the forms a sign-up can
// come from (the consent record says which), and the pages its links open.
export const NEWSLETTER_SOURCES = ["modal", "coming-soon"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const CONFIRM_PATH = "/newsletter/bekrafta";
export const UNSUBSCRIBE_PATH = "/newsletter/avregistrera";
