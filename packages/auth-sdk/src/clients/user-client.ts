// The current user (product spec §7): `GET /me` (v3), and for v2 servers `GET /users/{id}`,
// `POST /user`, `POST /users`, `DELETE /user`; and `POST /logout`, which always ends the session
// on this side, whatever the server answers.
import { LEGACY_REST_PATHS, REST_PATHS, legacyUserPath } from "@kretsbutiken/flow-protocol";
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from "../errors.ts";
import { parseMeResponse } from "@kretsbutiken/flow-protocol/checks";
import { Client } from "./client.ts";
import type { User, UserCreated, UserInfo } from "./dto.ts";
import { readBody, readJson } from "./read-body.ts";

export class UserClient extends Client {
  /** What the server knows about `email` before sign-in (v2 `POST /user`); 404: NotFoundError. */
  async getInfo(email: string): Promise<UserInfo> {
    const response = await this.client.post(LEGACY_REST_PATHS.user, { email });
    if (!response.ok) {
      throw this.failure(response, {
        authenticated: false,
        table: { 404: () => new NotFoundError() },
      });
    }
    return readJson(response) as UserInfo;
  }

  /** Creates a user (v2 `POST /users`); 409: ConflictError, 403: ForbiddenError. */
  async create(email: string): Promise<UserCreated> {
    const response = await this.client.post(LEGACY_REST_PATHS.users, { email });
    if (!response.ok) {
      throw this.failure(response, {
        authenticated: false,
        table: { 409: () => new ConflictError(), 403: () => new ForbiddenError() },
      });
    }
    return readJson(response) as UserCreated;
  }

  /** The signed-in user from `GET /me`; 401: UnauthorizedError and `hanko-session-expired`. */
  async getCurrentUser(): Promise<User> {
    const response = await this.client.get(REST_PATHS.me);
    if (!response.ok) throw this.failure(response, { authenticated: true });
    return readBody(response, parseMeResponse);
  }

  /**
   * `GET /me`, then `GET /users/{id}` (the official SDK's deprecated two-step form, for v2
   * servers).
   */
  async getCurrent(): Promise<User> {
    const me = await this.client.get(REST_PATHS.me);
    if (!me.ok) throw this.failure(me, { authenticated: true });
    const { id } = readJson(me) as { id?: unknown };
    if (typeof id !== "string") throw new HttpError(me.status, new Error("/me has no id"));
    const response = await this.client.get(legacyUserPath(id));
    if (!response.ok) throw this.failure(response, { authenticated: true });
    return readJson(response) as User;
  }

  /** Deletes the account (v2 `DELETE /user`): ends the session and fires `hanko-user-deleted`. */
  async delete(): Promise<void> {
    const response = await this.client.delete(LEGACY_REST_PATHS.user);
    if (!response.ok) throw this.failure(response, { authenticated: true });
    this.tokenStore.remove();
    this.relay.dispatchUserDeletedEvent();
  }

  /**
   * `POST /logout`. The token and session state are removed and `hanko-user-logged-out` fires
   * even when the request fails (the server's cookie cannot remove a token this SDK stored);
   * 401 means "already logged out"; any other failure is then thrown.
   */
  async logout(): Promise<void> {
    let response;
    try {
      response = await this.client.post(REST_PATHS.logout);
    } finally {
      this.tokenStore.remove();
      this.relay.dispatchUserLoggedOutEvent();
    }
    if (!response.ok && response.status !== 401) throw new HttpError(response.status);
  }
}
