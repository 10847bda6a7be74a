// Drives a flow over HTTP the way the official client does: start, then post each action to
// its href with the last CSRF token. Keeps the last response so tests read like a script.
import type { ActionName, FlowName } from "@kretsbutiken/flow-protocol";
import { parseFlowResponse } from "@kretsbutiken/flow-protocol/checks";

export type Requester = (path: string, init?: RequestInit) => Response | Promise<Response>;

export type WireError = { code: string; message: string; cause?: string };

export type WireInput = {
  name: string;
  type: string;
  value?: unknown;
  min_length?: number;
  max_length?: number;
  required?: boolean;
  hidden?: boolean;
  allowed_values?: { name: string; value: string | number | boolean }[];
  error?: WireError;
};

export type WireAction = {
  href: string;
  inputs: Record<string, WireInput>;
  action: string;
  description: string;
};

export type WireBody = {
  name: string;
  status: number;
  payload?: Record<string, unknown>;
  csrf_token: string;
  actions: Record<string, WireAction>;
  error?: WireError;
  links: null;
};

export interface FlowStep {
  response: Response;
  body: WireBody;
}

export class FlowClient {
  readonly flow: FlowName;
  readonly #request: Requester;
  readonly #headers: Record<string, string>;
  last: FlowStep | undefined;

  constructor(request: Requester, flow: FlowName, headers: Record<string, string> = {}) {
    this.#request = request;
    this.flow = flow;
    this.#headers = headers;
  }

  get body(): WireBody {
    if (this.last === undefined) throw new Error("no response yet");
    return this.last.body;
  }

  get flowId(): string {
    const href = Object.values(this.body.actions)[0]?.href ?? "";
    return decodeURIComponent(href).split("@")[1] ?? "";
  }

  href(action: ActionName): string {
    const href = this.body.actions[action]?.href;
    if (href === undefined) {
      throw new Error(
        `${action} is not offered in ${this.body.name} (offered: ${Object.keys(this.body.actions).join(", ")})`,
      );
    }
    return href;
  }

  async start(): Promise<WireBody> {
    return this.#send(`/${this.flow}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...this.#headers },
    });
  }

  /** Posts `action` with `input`, using the last token unless `csrf` is given. */
  async act(
    action: ActionName,
    input: Record<string, unknown> = {},
    options: { csrf?: string; href?: string } = {},
  ): Promise<WireBody> {
    const href = options.href ?? this.href(action);
    return this.post(href, { input_data: input, csrf_token: options.csrf ?? this.body.csrf_token });
  }

  async post(path: string, json: unknown): Promise<WireBody> {
    return this.#send(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...this.#headers },
      body: JSON.stringify(json),
    });
  }

  async #send(path: string, init: RequestInit): Promise<WireBody> {
    const response = await this.#request(path, init);
    const body = (await response.json()) as WireBody;
    // Every answer must be a well-formed envelope that our own SDK accepts.
    const parsed = parseFlowResponse(body);
    if (!parsed.ok)
      throw new Error(`malformed flow response: ${parsed.error.message}\n${JSON.stringify(body)}`);
    this.last = { response, body };
    return body;
  }
}

/** The six-digit code of a passcode mail, or undefined when it carries none. */
export function codeIn(text: string): string | undefined {
  // Not a CSS colour such as #374151 in the HTML part.
  return /(?<!#)\b(\d{6})\b/.exec(text)?.[1];
}
