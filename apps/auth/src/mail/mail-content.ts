// What a translation produces for one mail, before layout: the same content becomes the plain
// text and the HTML part, so the two can never say different things.
import type { MailTemplate } from "../services.ts";
import type { MailTemplateData } from "./template-data.ts";

export interface MailContent {
  subject: string;
  heading: string;
  /** Paragraphs before the code, or the whole message when there is no code. */
  intro: string[];
  /** Shown large and monospaced; only code-bearing passcode mails have one. */
  code?: string;
  /** Paragraphs after the code. */
  outro: string[];
}

export interface MailContext {
  /** config.serviceName, e.g. "Kretsbutiken". */
  serviceName: string;
}

/** One language's mail copy. Every template is required, so a missing one is a type error. */
export interface MailTranslations {
  templates: {
    readonly [T in MailTemplate]: (data: MailTemplateData[T], context: MailContext) => MailContent;
  };
  /** The line under every mail. */
  footer: (context: MailContext) => string;
}
