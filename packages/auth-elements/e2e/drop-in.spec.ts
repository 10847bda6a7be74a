// The drop-in test: the page written for Hanko's official widget
// (../../../e2e/support/official-elements-page.ts), unchanged, with OUR standalone bundle served
// where the official one was, through the same flows against our auth server as the official
// widget (../../../e2e/official-elements.spec.ts), with the session in X-Auth-Token and, again,
// as the server's HttpOnly cookie. Run `npm run build` first.
import { declareOfficialElementsFlows } from "../../../e2e/support/official-elements-flows.ts";
import { STANDALONE_BUNDLE } from "./support/page-server.ts";

declareOfficialElementsFlows({
  name: "our standalone bundle in its place",
  bundle: STANDALONE_BUNDLE,
  // Ours names the step for what it does in onboarding; the official reuses the recovery text.
  passwordCreationHeading: "Create a password",
  rendersFirstStateTwice: false,
});

declareOfficialElementsFlows({
  name: "our standalone bundle in its place, the server's HttpOnly cookie",
  bundle: STANDALONE_BUNDLE,
  passwordCreationHeading: "Create a password",
  rendersFirstStateTwice: false,
  serverCookie: true,
});
