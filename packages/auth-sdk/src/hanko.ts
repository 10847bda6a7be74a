// `Hanko`: the official SDK's entry class, with the same names. Constructing it wires the
// parts together and starts nothing; the session relay (expiry timer, other tabs) and the
// server check (./session/session-poller.ts) start with the first session listener, the relay
// alone with `hanko.relay.start()`; `stop()` ends both.
import type { FlowName } from "@kretsbutiken/flow-protocol";
import { EmailClient } from "./clients/email-client.ts";
import { EnterpriseClient } from "./clients/enterprise-client.ts";
import type { SessionCheckResponse, User } from "./clients/dto.ts";
import { SessionClient } from "./clients/session-client.ts";
import { ThirdPartyClient } from "./clients/third-party-client.ts";
import { TokenClient } from "./clients/token-client.ts";
import { UserClient } from "./clients/user-client.ts";
import { EventBus } from "./events/event-bus.ts";
import {
  sessionCreatedType,
  sessionExpiredType,
  userDeletedType,
  userLoggedOutType,
  type HankoEventType,
} from "./events/event-types.ts";
import { Listener } from "./events/listener.ts";
import type { StateCreateConfig } from "./flow/create-state.ts";
import { flowContextOf, registerFlowContext } from "./flow/flow-context.ts";
import { createFlowRuntime } from "./flow/flow-runtime.ts";
import type { AnyState } from "./flow/state-types.ts";
import { HttpClient } from "./http/http-client.ts";
import { resolveOptions, type HankoOptions } from "./options.ts";
import { resolvePlatform } from "./platform/browser-platform.ts";
import type { Platform } from "./platform/platform.ts";
import { Relay } from "./session/relay.ts";
import { SessionPoller } from "./session/session-poller.ts";
import { SessionState } from "./session/session-state.ts";
import {
  cookieTokenStore,
  sessionStorageTokenStore,
  type TokenStore,
} from "./session/token-store.ts";

const SESSION_EVENTS: readonly HankoEventType[] = [
  sessionCreatedType,
  sessionExpiredType,
  userLoggedOutType,
  userDeletedType,
];

export class Hanko extends Listener {
  readonly api: string;
  readonly client: HttpClient;
  readonly relay: Relay;
  readonly user: UserClient;
  readonly email: EmailClient;
  readonly session: SessionClient;
  readonly token: TokenClient;
  /** 1.x third-party sign-in by redirect; v3 servers use the flow's `thirdparty_oauth`. */
  readonly thirdParty: ThirdPartyClient;
  /** 1.x enterprise (SAML) sign-in; v3 servers route by domain inside the login flow. */
  readonly enterprise: EnterpriseClient;
  /**
   * The session cookie (`cookieName`, with `cookieDomain` and `cookieSameSite`): `get`, `set`,
   * `remove`. It holds the session token unless `sessionTokenLocation` is "sessionStorage".
   */
  readonly cookie: TokenStore;
  readonly #platform: Platform;
  readonly #poller: SessionPoller;

  constructor(api: string, options: HankoOptions = {}) {
    const platform = resolvePlatform(options.platform);
    super(
      new EventBus({ target: platform.events, clock: platform.clock, timers: platform.timers }),
    );
    const resolved = resolveOptions(options);
    this.api = api;
    this.#platform = platform;

    this.cookie = cookieTokenStore({
      cookies: platform.cookies,
      cookieName: resolved.cookieName,
      ...(resolved.cookieDomain === undefined ? {} : { cookieDomain: resolved.cookieDomain }),
      cookieSameSite: resolved.cookieSameSite,
    });
    const tokenStore: TokenStore =
      resolved.sessionTokenLocation === "sessionStorage"
        ? sessionStorageTokenStore({ storage: platform.sessionStorage, key: resolved.cookieName })
        : this.cookie;
    const sessionState = new SessionState({
      storage: platform.storage,
      localStorageKey: resolved.localStorageKey,
      clock: platform.clock,
    });

    this.client = new HttpClient(api, {
      timeout: resolved.timeout,
      ...(resolved.lang === undefined ? {} : { lang: resolved.lang }),
      platform,
      tokenStore,
      sessionState,
    });
    this.relay = new Relay({
      bus: new EventBus({ target: platform.events, clock: platform.clock }),
      sessionState,
      clock: platform.clock,
      timers: platform.timers,
      windowEvents: platform.windowEvents,
    });
    const clientOptions = {
      client: this.client,
      relay: this.relay,
      tokenStore,
      sessionState,
      clock: platform.clock,
    };
    this.user = new UserClient(clientOptions);
    this.email = new EmailClient(clientOptions);
    this.session = new SessionClient(clientOptions);
    this.token = new TokenClient({ ...clientOptions, platform });
    this.thirdParty = new ThirdPartyClient({ ...clientOptions, platform });
    this.enterprise = new EnterpriseClient({ ...clientOptions, platform });
    const flowContext = {
      hanko: this,
      client: this.client,
      relay: this.relay,
      platform,
      tokenStore,
      sessionState,
      localStorageKey: resolved.localStorageKey,
    };
    registerFlowContext({ ...flowContext, runtime: createFlowRuntime(flowContext) });
    this.#poller = new SessionPoller({
      check: () => this.session.validate(),
      believesInSession: () => sessionState.isValid(),
      intervalMs: resolved.sessionCheckInterval,
      timers: platform.timers,
      clock: platform.clock,
      documentEvents: platform.events,
      isVisible: () => platform.isVisible(),
    });
  }

  /** Session listeners need the relay (expiry timer, other tabs) and the server check. */
  protected override beforeListen(type: string): void {
    if (!(SESSION_EVENTS as readonly string[]).includes(type)) return;
    this.relay.start();
    this.#poller.start();
  }

  /** X-Language of every later request, flow and REST alike. */
  setLang(lang: string): void {
    this.client.lang = lang;
  }

  /**
   * Starts `flowName` (or resumes the state cached before a third-party redirect) and runs its
   * automatic steps. Never rejects for server or network trouble: those are error states.
   */
  createState(flowName: FlowName, config: StateCreateConfig = {}): Promise<AnyState> {
    return flowContextOf(this).runtime.create(flowName, config);
  }

  /** @deprecated `GET /me` then `GET /users/{id}`; use getCurrentUser. */
  getUser(): Promise<User> {
    return this.user.getCurrent();
  }

  getCurrentUser(): Promise<User> {
    return this.user.getCurrentUser();
  }

  validateSession(): Promise<SessionCheckResponse> {
    return this.session.validate();
  }

  /** The session JWT from wherever this SDK keeps it, or undefined. */
  getSessionToken(): string | undefined {
    return this.client.getAuthToken();
  }

  logout(): Promise<void> {
    return this.user.logout();
  }

  /** Stops what this instance started: relay, server check and any waiting WebAuthn request. */
  stop(): void {
    this.relay.stop();
    this.#poller.stop();
    this.#platform.webauthn.abort();
  }
}
