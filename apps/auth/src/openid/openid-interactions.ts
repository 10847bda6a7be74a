// oidc-provider has no types; these come with every import of this module, also from the
// projects outside apps/auth that start the server (e2e, bench).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module, no exports
/// <reference path="./oidc-provider.d.ts" />
// The sign-in and consent screens of "Logga in med Kretsbutiken", answered before oidc-provider's
// own routes (paths below are after OPENID_MOUNT_PATH):
//
//   GET  /interaction/<uid>          sign-in (the widget), "continue as", or consent
//   POST /interaction/<uid>/login    the browser's Kretsbutiken session becomes the sign-in
//   POST /interaction/<uid>/switch   ends that session, to sign in as someone else
//   POST /interaction/<uid>/consent  decision=approve or deny (access_denied to the client)
//   GET  /interaction/<uid>/abort    cancel (access_denied)
//   GET  /assets/<file>              the page's script and the widget's bundle
//
// Who signs in is never taken from the form: only from the session cookie our flow API set,
// checked by the session service like any other use of the session. oidc-provider's signed,
// path-scoped interaction cookie binds the interaction to this browser, and posts must carry
// this server's Origin.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { errors, type Interaction } from "oidc-provider";
import { demoIdLanguage } from "../../demo-id/interaction-language.ts";
import {
  cookieValue,
  FormTooLarge,
  postedFromOrigin,
  readForm,
} from "../../demo-id/interaction-request.ts";
import { readClientInfo } from "../http-client-info/client-info.ts";
import type { AuthDeps, ValidSession } from "../services.ts";
import { finishInteraction, grantConsent } from "./interaction-results.ts";
import { accountClaims } from "./openid-account.ts";
import { sendAsset } from "./openid-assets.ts";
import { OPENID_MESSAGES, type OpenIdLanguage, type OpenIdProblem } from "./openid-messages.ts";
import { consentPage, continuePage, problemPage, signInPage } from "./openid-pages.ts";
import { languageOf, newNonce, send, type Answer } from "./openid-responses.ts";

const MOUNT = "/oidc";

/** Where oidc-provider sends the browser for an interaction (its `interactions.url`). */
export function interactionPath(uid: string): string {
  return `${MOUNT}/interaction/${uid}`;
}

type Page = "interaction" | "login" | "switch" | "consent" | "abort";

const METHODS: Record<Page, "GET" | "POST"> = {
  interaction: "GET",
  login: "POST",
  switch: "POST",
  consent: "POST",
  abort: "GET",
};

function routeOf(pathname: string): { page: Page; uid: string } | undefined {
  const match = /^\/interaction\/([\w-]{1,64})(?:\/(login|switch|consent|abort))?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  return { page: (match[2] ?? "interaction") as Page, uid: match[1] };
}

class Stop extends Error {
  readonly status: number;
  readonly problem: OpenIdProblem;
  constructor(status: number, problem: OpenIdProblem) {
    super(problem);
    this.status = status;
    this.problem = problem;
  }
}

function clientIdOf(interaction: Interaction): string {
  const clientId = interaction.params.client_id;
  return typeof clientId === "string" ? clientId : "";
}

/** When the session's sign-in was made, in seconds; undefined when its claims do not say. */
function signedInAt(session: ValidSession): number | undefined {
  const at = Date.parse(session.claims.issued_at ?? "");
  return Number.isNaN(at) ? undefined : Math.floor(at / 1000);
}

/**
 * Whether the browser's session may not stand for this sign-in: the client asked for a new
 * sign-in (prompt=login: only one made after this interaction began counts; both are whole
 * seconds, so one in the same second does not), or for one more recent than max_age seconds.
 */
export function forcesSignIn(
  interaction: Pick<Interaction, "prompt" | "params"> & { iat?: number },
  session: ValidSession,
  now: Date,
): boolean {
  const { reasons } = interaction.prompt;
  const at = signedInAt(session);
  if (
    reasons.includes("login_prompt") &&
    (at === undefined || at <= (interaction.iat ?? Infinity))
  ) {
    return true;
  }
  if (!reasons.includes("max_age")) return false;
  const maxAge = Number(interaction.params.max_age);
  return (
    at === undefined || !Number.isFinite(maxAge) || at < Math.floor(now.getTime() / 1000) - maxAge
  );
}

export type InteractionDeps = Pick<AuthDeps, "config" | "users" | "sessions" | "clock">;

export function openIdInteractions(provider: Provider, deps: InteractionDeps) {
  const { config, users, sessions, clock } = deps;
  const ownOrigin = new URL(config.publicUrl).origin;
  const cookieName = config.session.cookie.name;

  function clientInfo(request: IncomingMessage) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    return readClientInfo(new Request(ownOrigin, { headers }), {
      remoteAddress: request.socket.remoteAddress,
      trustProxy: config.trustProxy,
    });
  }

  /** The browser's Kretsbutiken session, when it holds a live one. */
  function sessionOf(request: IncomingMessage): Promise<ValidSession | undefined> {
    const token = cookieValue(request, cookieName);
    if (token === undefined || token === "") return Promise.resolve(undefined);
    return sessions.validate(decodeURIComponent(token), {
      touch: true,
      client: clientInfo(request),
    });
  }

  async function clientName(interaction: Interaction): Promise<string> {
    const clientId = clientIdOf(interaction);
    const client = await provider.Client.find(clientId);
    return client?.clientName ?? clientId;
  }

  async function who(userId: string): Promise<string> {
    const claims = await accountClaims(users, userId);
    return claims?.email ?? claims?.preferred_username ?? userId;
  }

  async function promptPage(
    request: IncomingMessage,
    interaction: Interaction,
    lang: OpenIdLanguage,
    options: { notice?: string; signedOut?: boolean } = {},
  ): Promise<Answer> {
    const { notice } = options;
    const base = interactionPath(interaction.uid);
    const name = await clientName(interaction);
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name === "consent" && accountId !== undefined) {
      const { details } = interaction.prompt;
      return {
        status: 200,
        html: consentPage({
          lang,
          base,
          clientName: name,
          who: await who(accountId),
          scopes: details.missingOIDCScope ?? [],
        }),
      };
    }
    const session =
      notice === undefined && !options.signedOut ? await sessionOf(request) : undefined;
    if (session && !forcesSignIn(interaction, session, clock.now())) {
      return {
        status: 200,
        html: continuePage({ lang, base, clientName: name, who: await who(session.userId) }),
      };
    }
    const nonce = newNonce();
    return {
      status: notice === undefined ? 200 : 401,
      nonce,
      html: signInPage({
        lang,
        base,
        clientName: name,
        api: config.publicUrl,
        cookieName,
        nonce,
        ...(notice === undefined ? {} : { notice }),
      }),
    };
  }

  async function signIn(
    request: IncomingMessage,
    response: ServerResponse,
    interaction: Interaction,
    lang: OpenIdLanguage,
  ): Promise<Answer | undefined> {
    if (interaction.prompt.name !== "login") return promptPage(request, interaction, lang);
    const session = await sessionOf(request);
    if (session === undefined) {
      return promptPage(request, interaction, lang, {
        notice: OPENID_MESSAGES[lang].signIn.sessionGone,
      });
    }
    // A post that skips the widget the client asked for (prompt=login, max_age) is not a sign-in.
    if (forcesSignIn(interaction, session, clock.now())) {
      return promptPage(request, interaction, lang, { signedOut: true });
    }
    const issuedAt = signedInAt(session);
    await finishInteraction(
      provider,
      request,
      response,
      {
        login: {
          accountId: session.userId,
          ...(session.claims.amr ? { amr: session.claims.amr } : {}),
          // A session signed in just now counts from the sign-in, not from this click.
          ...(issuedAt === undefined ? {} : { ts: issuedAt }),
        },
      },
      false,
    );
    return undefined;
  }

  /** "Another account": this browser's session ends, and the widget shows. */
  async function switchAccount(
    request: IncomingMessage,
    interaction: Interaction,
    lang: OpenIdLanguage,
  ): Promise<Answer> {
    const session = await sessionOf(request);
    if (session) await sessions.revoke(session.sessionId);
    const answer = await promptPage(request, interaction, lang, { signedOut: true });
    const domain = config.session.cookie.domain;
    const ended = `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax${domain ? `; Domain=${domain}` : ""}`;
    return { ...answer, cookies: [ended] };
  }

  async function consent(
    request: IncomingMessage,
    response: ServerResponse,
    interaction: Interaction,
    lang: OpenIdLanguage,
    form: URLSearchParams,
  ): Promise<Answer | undefined> {
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name !== "consent" || accountId === undefined) {
      return promptPage(request, interaction, lang);
    }
    const decision = form.get("decision");
    if (decision === "deny") {
      await abort(request, response, lang);
      return undefined;
    }
    if (decision !== "approve") {
      return { ...(await promptPage(request, interaction, lang)), status: 400 };
    }
    const grantId = await grantConsent(provider, interaction, accountId, clientIdOf(interaction));
    await finishInteraction(provider, request, response, { consent: { grantId } }, true);
    return undefined;
  }

  async function abort(
    request: IncomingMessage,
    response: ServerResponse,
    lang: OpenIdLanguage,
  ): Promise<void> {
    await finishInteraction(
      provider,
      request,
      response,
      { error: "access_denied", error_description: OPENID_MESSAGES[lang].cancelled },
      false,
    );
  }

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    route: { page: Page; uid: string },
    url: URL,
  ): Promise<void> {
    const query = url.searchParams.get("lang");
    const rememberLanguage = demoIdLanguage(query);
    let lang = languageOf(request, query);
    try {
      if (request.method !== METHODS[route.page]) throw new Stop(405, "notAllowed");
      const isPost = request.method === "POST";
      if (isPost && !postedFromOrigin(request, ownOrigin)) throw new Stop(403, "crossSite");
      const form = isPost ? await readForm(request) : new URLSearchParams();
      const interaction = await provider.interactionDetails(request, response);
      if (interaction.uid !== route.uid) throw new Stop(400, "notFound");
      lang = languageOf(request, query, interaction.params.ui_locales);
      let page: Answer | undefined;
      switch (route.page) {
        case "interaction":
          page = await promptPage(request, interaction, lang);
          break;
        case "login":
          page = await signIn(request, response, interaction, lang);
          break;
        case "switch":
          page = await switchAccount(request, interaction, lang);
          break;
        case "consent":
          page = await consent(request, response, interaction, lang, form);
          break;
        case "abort":
          await abort(request, response, lang);
      }
      if (page) send(response, { ...page, rememberLanguage });
    } catch (error) {
      const stop =
        error instanceof Stop
          ? error
          : error instanceof FormTooLarge
            ? new Stop(413, "tooLarge")
            : error instanceof errors.SessionNotFound
              ? new Stop(400, "notFound")
              : undefined;
      if (stop === undefined) {
        process.stderr.write(`openid: ${route.page} failed: ${String(error)}\n`);
      }
      if (response.headersSent) {
        response.end();
        return;
      }
      if (stop?.status === 405) response.setHeader("Allow", METHODS[route.page]);
      send(response, {
        status: stop?.status ?? 500,
        html: problemPage(lang, stop?.problem ?? "failed"),
      });
    }
  }

  return async (
    ctx: { req: IncomingMessage; res: ServerResponse; respond: boolean },
    next: () => Promise<void>,
  ): Promise<void> => {
    const url = new URL(ctx.req.url ?? "/", ownOrigin);
    if (url.pathname.startsWith("/assets/")) {
      ctx.respond = false;
      sendAsset(ctx.req, ctx.res, url.pathname.slice("/assets/".length));
      return;
    }
    const route = routeOf(url.pathname);
    if (route === undefined) return next();
    ctx.respond = false;
    await answer(ctx.req, ctx.res, route, url);
  };
}
