// Relying parties an operator declares in configuration (`OPENID_CLIENTS`), beside those the
// admin API registers: `{"clients": [{"client_id": "kundklubben", "client_secret": "…",
// "name": "Kretsbutikens kundklubb", "redirect_uris": ["https://…/callback"],
// "post_logout_redirect_uris": ["https://…/"]}]}`. The operator picks the id and the secret so
// that the client can be given the same ones (as `npm start` does for its demo client). Written
// into the clients table at start, matched by id; without a secret a client is public (PKCE).
import { z } from "zod";
import { redirectUrisProblem } from "../admin/routes/redirect-uri-problem.ts";
import { CLIENT_ID_PATTERN, type OpenIdClients } from "./openid-clients.ts";

export interface ConfiguredClient {
  clientId: string;
  secret: string | undefined;
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

const clientSchema = z
  .object({
    client_id: z.string().regex(CLIENT_ID_PATTERN, "letters, digits, '.', '-' and '_', at most 64"),
    client_secret: z.string().min(32, "at least 32 characters").optional(),
    name: z.string().trim().min(1).max(100),
    redirect_uris: z.array(z.string()).min(1).max(10),
    post_logout_redirect_uris: z.array(z.string()).max(10).default([]),
  })
  .strict();

/** The `OPENID_CLIENTS` section; throws with the first problem (config.ts names the variable). */
export function parseConfiguredClients(input: unknown, production: boolean): ConfiguredClient[] {
  const parsed = z
    .object({ clients: z.array(clientSchema).default([]) })
    .strict()
    .safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data.clients.map((client, index) => {
    const problem =
      redirectUrisProblem("redirect_uris", client.redirect_uris, production) ??
      redirectUrisProblem(
        "post_logout_redirect_uris",
        client.post_logout_redirect_uris,
        production,
      );
    if (problem !== undefined) throw new Error(`clients.${index}.${problem}`);
    return {
      clientId: client.client_id,
      secret: client.client_secret,
      name: client.name,
      redirectUris: client.redirect_uris,
      postLogoutRedirectUris: client.post_logout_redirect_uris,
    };
  });
}

export async function syncConfiguredClients(
  clients: Pick<OpenIdClients, "put">,
  configured: readonly ConfiguredClient[],
): Promise<void> {
  for (const client of configured) await clients.put(client);
}
