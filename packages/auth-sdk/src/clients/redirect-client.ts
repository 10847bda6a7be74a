// Base of the 1.x clients that send the browser away for sign-in (ThirdPartyClient,
// EnterpriseClient): they build an address on the API and leave the page for it.
import type { Platform } from "../platform/platform.ts";
import { Client, type ClientOptions } from "./client.ts";

export type RedirectClientOptions = ClientOptions & {
  platform: Pick<Platform, "location" | "navigate">;
};

export abstract class RedirectClient extends Client {
  protected readonly platform: Pick<Platform, "location" | "navigate">;

  constructor(options: RedirectClientOptions) {
    super(options);
    this.platform = options.platform;
  }

  /** `{api}{path}?{params}`; unlike 1.x (`new URL(path, api)`) a path on the API base stays. */
  protected apiUrl(path: string, params: Readonly<Record<string, string>>): string {
    return `${this.client.api}${path}?${new URLSearchParams(params).toString()}`;
  }
}
