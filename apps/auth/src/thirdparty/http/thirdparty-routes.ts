// The browser's side of third-party sign-in (flow-api.md §6.4, Appendix A):
//
// - `GET /thirdparty/callback`: where every provider sends the browser back (complete-callback.ts).
// - `POST /thirdparty/callback`: Apple's form post (response_mode=form_post). With the state
//   cookie it is answered directly. Without it (on plain http the cookie is SameSite=Lax, which
//   a cross-site POST does not carry) it is answered, as in Hanko, with 303 to the GET with the
//   same fields: the top-level GET a 303 leads to carries a Lax cookie.
// - `GET /thirdparty/auth?provider&redirect_to` (v2, for pre-3.0 SDKs): 303 to the provider with
//   the state cookie, as `thirdparty_oauth` does for flows; the token then goes to `POST /token`.
//
// Every answer is a 303, or, when no `error_redirect_url` is configured to send errors to, a
// plain 400 page; like every response of the server it carries `Cache-Control: no-store` and
// `Referrer-Policy: no-referrer` (../../http/security-headers.ts), which matter here: the
// provider's code and our token travel in these URLs. None of them is a 500: beginSignIn and
// completeCallback answer every failure, an unreachable provider included, as a result.
import { AUTH_REDIRECT_PARAMS, LEGACY_REST_PATHS, REST_PATHS } from "@kretsbutiken/flow-protocol";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env.ts";
import { errorRedirect } from "../../identities/finish-sign-in.ts";
import type { AuthDeps } from "../../services.ts";
import { expiredStateCookie, STATE_COOKIE_NAME } from "../state-cookie.ts";
import { beginSignIn, callbackUrl } from "../third-party-runtime.ts";
import { callbackParams, callbackQuery, formFields, queryFields } from "./callback-params.ts";
import { completeCallback, type CallbackOutcome } from "./complete-callback.ts";
import { AUTH_REDIRECT_RULE, CALLBACK_RULE, limitPerIp } from "./limit-per-ip.ts";
import { refusalPage } from "./refusal-page.ts";

export function createThirdPartyRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config } = deps;
  const limitCallbacks = limitPerIp(deps, "thirdparty-callback", CALLBACK_RULE);

  app.get(REST_PATHS.thirdpartyCallback, limitCallbacks, async (c) => {
    const params = callbackParams(queryFields(c));
    const cookie = getCookie(c, STATE_COOKIE_NAME);
    return answer(c, deps, await completeCallback(deps, params, cookie, c.get("logger")));
  });

  app.post(REST_PATHS.thirdpartyCallback, limitCallbacks, async (c) => {
    const params = callbackParams(await formFields(c));
    const cookie = getCookie(c, STATE_COOKIE_NAME);
    if (cookie === undefined && params.state !== undefined) {
      return c.redirect(`${callbackUrl(config)}?${callbackQuery(params)}`, 303);
    }
    return answer(c, deps, await completeCallback(deps, params, cookie, c.get("logger")));
  });

  app.get(
    LEGACY_REST_PATHS.thirdpartyAuth,
    limitPerIp(deps, "thirdparty-auth", AUTH_REDIRECT_RULE),
    async (c) => {
      const errorPage = config.thirdParty.error_redirect_url;
      const fail = (code: "invalid_request" | "server_error") =>
        errorPage === undefined
          ? refusalPage(c, 400)
          : c.redirect(errorRedirect(errorPage, code), 303);
      const provider = c.req.query(AUTH_REDIRECT_PARAMS.provider);
      const redirectTo = c.req.query(AUTH_REDIRECT_PARAMS.redirectTo);
      if (!provider || !redirectTo) return fail("invalid_request");
      const begun = await beginSignIn(deps, { provider, redirectTo, isFlow: false });
      if (!begun.ok) {
        c.get("logger").info({ provider, reason: begun.reason }, "third-party sign-in refused");
        return fail(begun.reason === "provider_unreachable" ? "server_error" : "invalid_request");
      }
      c.header("Set-Cookie", begun.cookie);
      return c.redirect(begun.redirectUrl, 303);
    },
  );

  return app;
}

/** The callback's answer; the state cookie has served its purpose whatever the outcome. */
function answer(c: Context<AppEnv>, deps: AuthDeps, outcome: CallbackOutcome): Response {
  c.header("Set-Cookie", expiredStateCookie(deps.config.session.cookie));
  return outcome.kind === "refused" ? refusalPage(c, 400) : c.redirect(outcome.location, 303);
}
