// "Helpful" on a review, as /page/review's action takes it (its `intent=helpful` posts).
import { data, redirect, type RouterContextProvider } from "react-router";
import { localPath } from "../../http/local-path.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import { reviewVoter } from "./review-voter.server.ts";

/**
 * A "helpful" vote: counted once per visitor (review-voter.server.ts) and review, a visitor
 * without an account only while their client address has not counted its share on it, and at
 * most REVIEW_VOTES_PER_HOUR votes an hour from one address (429). The page's script sends it in
 * the background (`js`) and gets the outcome; without script the browser posts the form and
 * goes back to the page it came from.
 */
export async function voteHelpful(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  page: string,
) {
  const session = context.get(sessionContext);
  const { voter, setCookie } = reviewVoter(
    request,
    session,
    context.get(preferencesContext).consent,
  );
  const headers = new Headers(setCookie ? { "Set-Cookie": setCookie } : {});
  const services = context.get(servicesContext);
  const id = form.get("review");
  const verdict = await services.formLimits.reviewVote.perClient.take(services.clientKey);
  if (!verdict.allowed) headers.set("Retry-After", String(verdict.retryAfterSeconds));
  const counted = !verdict.allowed
    ? "limited"
    : typeof id === "string"
      ? await services.reviews.markHelpful(
          id,
          voter,
          session ? undefined : services.hashClient(services.clientAddress),
        )
      : "no-review";
  // An address that has counted its share is thanked like a visitor counted before: the
  // count stays as it is either way.
  const outcome = counted === "client-full" ? "already-counted" : counted;
  if (form.has("js")) {
    return data({ vote: outcome }, { headers, status: outcome === "limited" ? 429 : 200 });
  }
  const back = form.get("back");
  return redirect(localPath(back) ?? page, {
    status: 303,
    headers,
  });
}
