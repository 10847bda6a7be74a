/** /page/contact_us: the contact form, and where it says the message was sent. */
export const CONTACT_PAGE_PATH = "/page/contact_us";

/** ?skickat=1: the message was stored. */
export const SENT_PARAM = "skickat";
