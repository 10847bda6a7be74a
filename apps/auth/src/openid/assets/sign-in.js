// The sign-in page of "Logga in med Kretsbutiken": our widget runs the flow API on this origin;
// once it holds a session, the page's form hands the sign-in back to the provider, which checks
// the session cookie itself.
/* global document, HTMLElement, HTMLFormElement, location */
import { register } from "./elements.js";

const widget = document.querySelector("hanko-auth");
const finish = document.getElementById("finish");
if (widget instanceof HTMLElement && finish instanceof HTMLFormElement) {
  const { api, cookieName, nonce } = widget.dataset;
  const { hanko } = await register(api ?? location.origin, { cookieName, nonce });
  hanko.onSessionCreated(() => finish.submit());
}
