// The part of oidc-provider (without types of its own) that "Logga in med Kretsbutiken"
// (openid/), Demo-ID (apps/auth/demo-id/) and the tests' local providers use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    [field: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[]; long?: CookieOptions; short?: CookieOptions };
    features?: Record<string, { enabled: boolean; [option: string]: unknown }>;
    jwks?: { keys: Record<string, unknown>[] };
    responseTypes?: string[];
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    [option: string]: unknown;
  }

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: "lax" | "strict" | "none";
    secure?: boolean;
  }

  export interface AccessToken {
    accountId: string;
    scope?: string;
    readonly isExpired: boolean;
  }

  /** What a login or consent prompt asks for (the consent prompt's `details`). */
  export interface PromptDetails {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
    [detail: string]: unknown;
  }

  /** An interaction in progress, as `interactionDetails` finds it by its cookie. */
  export interface Interaction {
    readonly uid: string;
    /** When it began, in seconds. */
    readonly iat?: number;
    readonly prompt: { name: string; reasons: string[]; details: PromptDetails };
    /** The authorization request's parameters (client_id, redirect_uri, ui_locales, …). */
    readonly params: Record<string, unknown>;
    readonly session?: { accountId?: string; uid?: string };
    readonly grantId?: string;
  }

  export interface InteractionResult {
    login?: { accountId: string; amr?: string[]; ts?: number };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
  }

  /** The Koa context of a request, as far as a middleware given to `use` needs it. */
  export interface MiddlewareContext {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    /** False: the middleware answered on `res` itself. */
    respond: boolean;
    status: number;
    readonly method: string;
    /** The path inside the provider (after its mount path). */
    readonly path: string;
    append(header: string, value: string): void;
    /** Set by the provider's routes: which route ran, with its parameters. */
    oidc?: { route?: string; params?: Record<string, unknown> };
  }

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Trust X-Forwarded-* (behind a proxy that sets them). */
    proxy: boolean;
    readonly AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    readonly Client: { find(id: string): Promise<Client | undefined> };
    readonly Grant: {
      new (init: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    /** The name of one of its cookies: "session", "interaction" or "resume". */
    cookieName(type: "session" | "interaction" | "resume"): string;
    /** A middleware run before the provider's own routes. */
    use(middleware: (ctx: MiddlewareContext, next: () => Promise<void>) => Promise<void>): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    /** Stores the result and answers where the browser goes next (the authorization resume). */
    interactionResult(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}
