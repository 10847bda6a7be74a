import { defineMessages } from "../../../domain/define-messages.ts";

export const auditMessages = defineMessages({
  se: {
    title: "Ändringslogg",
    intro:
      "Varje ändring som gjorts i admin: vem, när, vad, och fälten före och efter. Loggen kan inte ändras eller raderas.",
    when: "När",
    who: "Vem",
    what: "Vad",
    subject: "Gäller",
    before: "Före",
    after: "Efter",
    count: "{total} ändringar",
  },
  en: {
    title: "Change log",
    intro:
      "Every change made in the admin: who, when, what, and the fields before and after. The log cannot be changed or deleted.",
    when: "When",
    who: "Who",
    what: "What",
    subject: "Concerns",
    before: "Before",
    after: "After",
    count: "{total} changes",
  },
});
