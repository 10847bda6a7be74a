// Demo-ID's own interaction pages, served by Demo-ID itself in place of oidc-provider's English
// development pages. oidc-provider sends the browser to /interaction/<uid> (interactions.url)
// with a signed cookie scoped to that path, which binds the interaction to this browser; the
// pages read it with `interactionDetails`, and hand the person's answer back with
// `interactionResult`, after which the browser resumes the authorization:
//
//   GET  /interaction/<uid>          the sign-in page or the consent page, as the prompt asks
//   POST /interaction/<uid>/login    a name (any) and a password (any, unchecked)
//   POST /interaction/<uid>/consent  decision=approve, or deny (access_denied to the client)
//   GET  /interaction/<uid>/abort    the sign-in page's cancel link (access_denied)
//   GET  /                           a short front page
//
// Posts must come from Demo-ID's own pages (Origin). No request here answers with a stack trace:
// an unknown or expired interaction is a 400 page, anything else a logged 500 page.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { errors, type Interaction } from "oidc-provider";
import {
  demoIdLanguage,
  LANGUAGE_COOKIE,
  pickLanguage,
  type DemoIdLanguage,
} from "./interaction-language.ts";
import { INTERACTION_MESSAGES, NAME_MAX_LENGTH } from "./interaction-messages.ts";
import {
  consentPage,
  homePage,
  problemPage,
  signInPage,
  type Problem,
} from "./interaction-pages.ts";
import { cookieValue, FormTooLarge, postedFromOrigin, readForm } from "./interaction-request.ts";
import { send, type Answer } from "./interaction-response.ts";
import { finishInteraction, grantConsent } from "../src/openid/interaction-results.ts";

type Route =
  { page: "home" } | { page: "interaction" | "login" | "consent" | "abort"; uid: string };

/** Where oidc-provider sends the browser for an interaction (its `interactions.url`). */
export function interactionPath(uid: string): string {
  return `/interaction/${uid}`;
}

const ROUTE_METHODS: Record<Route["page"], "GET" | "POST"> = {
  home: "GET",
  interaction: "GET",
  login: "POST",
  consent: "POST",
  abort: "GET",
};

/** The route a path is, whatever the method; undefined for oidc-provider's own paths. */
function routeOf(pathname: string): Route | undefined {
  if (pathname === "/") return { page: "home" };
  const match = /^\/interaction\/([\w-]{1,64})(?:\/(login|consent|abort))?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  const page = (match[2] ?? "interaction") as "interaction" | "login" | "consent" | "abort";
  return { page, uid: match[1] };
}

function clientIdOf(interaction: Interaction): string {
  const clientId = interaction.params.client_id;
  return typeof clientId === "string" ? clientId : "";
}

/** Why a request cannot go on, as the page that says so. */
class Stop extends Error {
  readonly status: number;
  readonly problem: Problem;
  constructor(status: number, problem: Problem) {
    super(problem);
    this.status = status;
    this.problem = problem;
  }
}

/** What went wrong, as the page to show; the unexpected is logged (never shown). */
function stopFor(error: unknown, page: Route["page"]): Stop {
  if (error instanceof Stop) return error;
  if (error instanceof FormTooLarge) return new Stop(413, "tooLarge");
  if (error instanceof errors.SessionNotFound) return new Stop(400, "notFound");
  process.stderr.write(`Demo-ID: ${page} failed: ${String(error)}\n`);
  return new Stop(500, "failed");
}

export function interactionPages(provider: Provider) {
  const ownOrigin = new URL(provider.issuer).origin;

  async function clientName(interaction: Interaction): Promise<string> {
    const clientId = clientIdOf(interaction);
    const client = await provider.Client.find(clientId);
    return client?.clientName ?? clientId;
  }

  /** The interaction the browser's cookie names, if it is the one in the address. */
  async function interactionAt(
    request: IncomingMessage,
    response: ServerResponse,
    uid: string,
  ): Promise<Interaction> {
    const interaction = await provider.interactionDetails(request, response);
    if (interaction.uid !== uid) throw new Stop(400, "notFound");
    return interaction;
  }

  /** The sign-in or consent page, whichever the interaction is waiting for. */
  async function promptPage(
    interaction: Interaction,
    lang: DemoIdLanguage,
    form?: { name: string; error?: "nameMissing" | "nameTooLong" },
  ): Promise<Answer> {
    const name = await clientName(interaction);
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name === "consent" && accountId !== undefined) {
      const { details } = interaction.prompt;
      return {
        status: 200,
        html: consentPage({
          lang,
          uid: interaction.uid,
          clientName: name,
          accountId,
          scopes: details.missingOIDCScope ?? [],
          claims: details.missingOIDCClaims ?? [],
        }),
      };
    }
    const hint = interaction.params.login_hint;
    return {
      status: form?.error ? 400 : 200,
      html: signInPage({
        lang,
        uid: interaction.uid,
        clientName: name,
        name: form?.name ?? (typeof hint === "string" ? hint : ""),
        ...(form?.error ? { error: form.error } : {}),
      }),
    };
  }

  async function signIn(
    request: IncomingMessage,
    response: ServerResponse,
    interaction: Interaction,
    lang: DemoIdLanguage,
    form: URLSearchParams,
  ): Promise<Answer | undefined> {
    // Not waiting for a sign-in (a second tab, the back button): show what it waits for.
    if (interaction.prompt.name !== "login") return promptPage(interaction, lang);
    const name = form.get("name") ?? "";
    const login = name.trim();
    if (login === "") return promptPage(interaction, lang, { name, error: "nameMissing" });
    if (login.length > NAME_MAX_LENGTH) {
      return promptPage(interaction, lang, { name, error: "nameTooLong" });
    }
    // Any password: the field is there so that the page looks like the sign-in it stands for.
    await finishInteraction(provider, request, response, { login: { accountId: login } }, false);
    return undefined;
  }

  async function consent(
    request: IncomingMessage,
    response: ServerResponse,
    interaction: Interaction,
    lang: DemoIdLanguage,
    form: URLSearchParams,
  ): Promise<Answer | undefined> {
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name !== "consent" || accountId === undefined) {
      return promptPage(interaction, lang);
    }
    const decision = form.get("decision");
    if (decision === "deny") {
      await abort(request, response, lang);
      return undefined;
    }
    if (decision !== "approve") return { ...(await promptPage(interaction, lang)), status: 400 };
    const grantId = await grantConsent(provider, interaction, accountId, clientIdOf(interaction));
    await finishInteraction(provider, request, response, { consent: { grantId } }, true);
    return undefined;
  }

  /** The person cancels: the client hears access_denied at its redirect_uri. */
  async function abort(
    request: IncomingMessage,
    response: ServerResponse,
    lang: DemoIdLanguage,
  ): Promise<void> {
    await finishInteraction(
      provider,
      request,
      response,
      { error: "access_denied", error_description: INTERACTION_MESSAGES[lang].cancelled },
      false,
    );
  }

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    route: Route,
    url: URL,
  ): Promise<void> {
    const query = url.searchParams.get("lang");
    const explicit = demoIdLanguage(query);
    const languageOf = (interaction?: Interaction) =>
      pickLanguage({
        query,
        cookie: cookieValue(request, LANGUAGE_COOKIE),
        uiLocales: interaction?.params.ui_locales,
        acceptLanguage: request.headers["accept-language"],
      });
    const getPath = route.page === "home" ? "/" : interactionPath(route.uid);
    try {
      if (request.method !== ROUTE_METHODS[route.page]) throw new Stop(405, "notAllowed");
      if (route.page === "home") {
        const lang = languageOf();
        send(response, { status: 200, html: homePage(lang), rememberLanguage: explicit });
        return;
      }
      const isPost = request.method === "POST";
      if (isPost && !postedFromOrigin(request, ownOrigin)) throw new Stop(403, "crossSite");
      const form = isPost ? await readForm(request) : new URLSearchParams();
      const interaction = await interactionAt(request, response, route.uid);
      const lang = languageOf(interaction);
      let page: Answer | undefined;
      switch (route.page) {
        case "interaction":
          page = await promptPage(interaction, lang);
          break;
        case "login":
          page = await signIn(request, response, interaction, lang, form);
          break;
        case "consent":
          page = await consent(request, response, interaction, lang, form);
          break;
        case "abort":
          await abort(request, response, lang);
      }
      if (page) send(response, { ...page, rememberLanguage: explicit });
    } catch (error) {
      const { status, problem } = stopFor(error, route.page);
      if (response.headersSent) {
        response.end();
        return;
      }
      if (status === 405) response.setHeader("Allow", ROUTE_METHODS[route.page]);
      send(response, { status, html: problemPage(languageOf(), problem, getPath) });
    }
  }

  /** The middleware: these pages' paths are answered here, the rest by oidc-provider. */
  return async (
    ctx: { req: IncomingMessage; res: ServerResponse; respond: boolean },
    next: () => Promise<void>,
  ): Promise<void> => {
    const url = new URL(ctx.req.url ?? "/", ownOrigin);
    const route = routeOf(url.pathname);
    if (route === undefined) return next();
    ctx.respond = false;
    await answer(ctx.req, ctx.res, route, url);
  };
}
