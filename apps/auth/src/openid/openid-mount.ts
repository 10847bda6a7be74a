// oidc-provider has no types; these come with every import of this module, also from the
// projects outside apps/auth that start the server (e2e, bench).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module, no exports
/// <reference path="./oidc-provider.d.ts" />
// The provider shares the auth server's port: requests under OPENID_MOUNT_PATH go to
// oidc-provider (a Koa app of its own, which wants Node's request and response), everything else
// to the Hono app. oidc-provider learns where it is mounted from `originalUrl`, as under Express.
import { createServer, type IncomingMessage, type RequestListener } from "node:http";
import type Provider from "oidc-provider";

export function isUnder(mountPath: string, url: string | undefined): boolean {
  if (url === undefined) return false;
  return url === mountPath || url.startsWith(`${mountPath}/`) || url.startsWith(`${mountPath}?`);
}

/** A request listener answering the provider's paths and handing the rest to `rest`. */
export function mountedListener(
  provider: Provider,
  mountPath: string,
  rest: RequestListener,
): RequestListener {
  const callback = provider.callback();
  return (request, response) => {
    if (!isUnder(mountPath, request.url)) {
      rest(request, response);
      return;
    }
    const original = request.url ?? mountPath;
    const mounted = request as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = original;
    const inside = original.slice(mountPath.length);
    request.url = inside.startsWith("/") ? inside : `/${inside}`;
    callback(request, response);
  };
}

/** For @hono/node-server's `serve({ createServer })`: an http server with the provider mounted. */
export function serverWithProvider(provider: Provider | undefined, mountPath: string) {
  return ((options: object, listener: RequestListener) =>
    createServer(
      options,
      provider === undefined ? listener : mountedListener(provider, mountPath, listener),
    )) as typeof createServer;
}
