// The development outbox as one HTML page: every value escaped, each mail's HTML part shown in
// a sandboxed iframe (no scripts, no same-origin access), no external resources.
import { escapeHtml } from "./escape-html.ts";
import type { OutboxMail } from "./dev-outbox.ts";

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #111827; background: #fff; }
article { border: 1px solid #d1d5db; border-radius: 8px; padding: 1rem; margin: 0 0 1.5rem; }
h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.code { font-family: ui-monospace, monospace; font-size: 1.5rem; font-weight: 700; letter-spacing: .2em; }
pre { white-space: pre-wrap; background: #f3f4f6; padding: .75rem; border-radius: 6px; }
iframe { width: 100%; height: 32rem; border: 1px solid #d1d5db; border-radius: 6px; }
`;

function mailSection(mail: OutboxMail): string {
  const code =
    mail.code === undefined ? "" : `<dt>Code</dt><dd class="code">${escapeHtml(mail.code)}</dd>`;
  return `<article aria-labelledby="m-${escapeHtml(mail.id)}">
<h2 id="m-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></dd>
<dt>Template</dt><dd>${escapeHtml(mail.template)} (${escapeHtml(mail.language)})</dd>
${code}
</dl>
<details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
<details open><summary>HTML</summary><iframe sandbox title="HTML part of ${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe></details>
</article>`;
}

export function devOutboxPage(mails: OutboxMail[]): string {
  const body =
    mails.length === 0
      ? "<p>No mail yet. Mail the server sends appears here, newest first.</p>"
      : mails.map(mailSection).join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Development outbox</h1>
<p>SMTP_URL is not set, so mail is kept here instead of being sent (newest first, last ${mails.length} shown). <a href="outbox.json">JSON</a></p>
${body}
</main>
</body>
</html>
`;
}
