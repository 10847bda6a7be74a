// The part of oidc-provider (a devDependency without types) that the tests use.
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
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean; [option: string]: unknown }>;
    jwks?: { keys: Record<string, unknown>[] };
    responseTypes?: string[];
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    [option: string]: unknown;
  }

  export interface AccessToken {
    accountId: string;
    scope?: string;
    readonly isExpired: boolean;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
