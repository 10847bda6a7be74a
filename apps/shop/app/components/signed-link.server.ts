// The signed unsubscribe links of the shop's mails (the newsletter, product alerts):
// ?id=…&sig=…, each at most 64 characters. The link shows a button; a post to the same address
// acts, whether from the button or from a mail client's one-click unsubscribe (RFC 8058: POST
// with List-Unsubscribe=One-Click, the link's query unchanged). The signature is checked by the
// store when the post comes; a link without one is no link.
import { data } from "react-router";
import { linkState } from "./link-action-page.tsx";

export function signedLinkParams(request: Request): { id: string; sig: string } | undefined {
  const params = new URL(request.url).searchParams;
  const id = params.get("id") ?? "";
  const sig = params.get("sig") ?? "";
  return id.length <= 64 && sig.length <= 64 && id && sig ? { id, sig } : undefined;
}

/** The page a signed link opens on: its button, or that the link is no link. */
export const signedLinkLoader = (request: Request) =>
  linkState(signedLinkParams(request) ? "ready" : "invalid");

/** The post of a signed link: `unsubscribe` checks the signature and acts. */
export async function signedLinkAction(
  request: Request,
  unsubscribe: (id: string, sig: string) => Promise<"unsubscribed" | "invalid">,
) {
  const link = signedLinkParams(request);
  const outcome = link ? await unsubscribe(link.id, link.sig) : "invalid";
  return outcome === "unsubscribed"
    ? linkState("done")
    : data(linkState("invalid"), { status: 400 });
}
