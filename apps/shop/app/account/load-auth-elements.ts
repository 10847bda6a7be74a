// The sign-in widget's code, fetched only by the pages that show it (login, register, forgot
// password, profile): a dynamic import makes it a chunk of its own, so catalogue and product
// pages carry no byte of it. The elements are registered once per page; a failed fetch (a
// deploy replaced the chunk, the network dropped) can be tried again.
import type { Hanko } from "@kretsbutiken/auth-elements";

let registered: Promise<Hanko> | undefined;

export function loadAuthElements(api: string): Promise<Hanko> {
  registered ??= import("@kretsbutiken/auth-elements")
    .then(({ register }) => register(api, { fallbackLanguage: "sv" }))
    .then(({ hanko }) => hanko)
    .catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  return registered;
}
