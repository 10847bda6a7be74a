// The refusal a download (a resource route under /admin, which has no page or error boundary of
// its own) answers with: the same 403 and words as the admin's refusal page, as a small HTML
// document in the visitor's language, and nothing else. React Router would otherwise answer a
// thrown 403 from a resource route with JSON.
import { type RouterContextProvider } from "react-router";
import { preferencesContext } from "../context/preferences-context.ts";
import { adminMessages, type AdminMessageKey } from "./admin-messages.ts";
import { refusalReason } from "./refusal-reasons.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

/** Runs `guard` (staffOf, requireOwner); a refusal it throws becomes the 403 document. */
export function guardDownload<T>(
  context: Readonly<RouterContextProvider>,
  guard: (context: Readonly<RouterContextProvider>) => T,
): { ok: true; value: T } | { ok: false; response: Response } {
  try {
    return { ok: true, value: guard(context) };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit | null } | undefined)?.init;
    if (init?.status !== 403) throw thrown;
    const given = (thrown as { data?: { reason?: unknown } }).data?.reason;
    const reason = refusalReason(given);
    const language = context.get(preferencesContext).language;
    const t = (key: AdminMessageKey) => escapeHtml(adminMessages[language][key]);
    const html = `<!doctype html>
<html lang="${language === "se" ? "sv" : "en"}">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t("forbidden.title")}</title></head>
<body><main><h1>${t("forbidden.title")}</h1><p>${t(`forbidden.${reason}`)}</p><p><a href="/">${t("toShop")}</a></p></main></body>
</html>
`;
    return {
      ok: false,
      response: new Response(html, {
        status: 403,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
    };
  }
}
