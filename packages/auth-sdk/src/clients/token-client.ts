// Exchanges the one-time `hanko_token` of the page address for a session (v2 `POST /token`,
// flow-api Appendix A). The token leaves the address before the request, so a reload cannot
// replay it. v3 servers exchange it in the flow instead (`exchange_token`, flow/auto-steps.ts).
import { LEGACY_REST_PATHS, RETURN_PARAMS } from "@kretsbutiken/flow-protocol";
import { removeSearchParams, searchParam } from "../platform/address.ts";
import type { Platform } from "../platform/platform.ts";
import { Client, type ClientOptions } from "./client.ts";
import { readJson } from "./read-body.ts";

export class TokenClient extends Client {
  readonly #platform: Pick<Platform, "location" | "history">;

  constructor(options: ClientOptions & { platform: Pick<Platform, "location" | "history"> }) {
    super(options);
    this.#platform = options.platform;
  }

  /** Does nothing without a `hanko_token`; 404: NotFoundError (unknown token). */
  async validate(): Promise<unknown> {
    const token = searchParam(this.#platform, RETURN_PARAMS.token);
    if (token === null || token === "") return undefined;
    removeSearchParams(this.#platform, [RETURN_PARAMS.token]);
    const response = await this.client.post(LEGACY_REST_PATHS.token, { value: token });
    if (!response.ok) throw this.failure(response, { authenticated: false });
    return response.text() === "" ? undefined : readJson(response);
  }
}
