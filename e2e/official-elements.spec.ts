// Hanko's OFFICIAL widget (@teamhanko/hanko-elements 2.7.0), a client we did not write, driven in
// Chromium against our auth server: registration and login with a passcode, login with a
// password, three wrong passcodes, and logout (./support/official-elements-flows.ts; our widget
// runs the same flows on the same page in packages/auth-elements/e2e/drop-in.spec.ts); and the
// flows that end in a session again with the server in Hanko's cookie mode.
import { declareOfficialElementsFlows } from "./support/official-elements-flows.ts";
import { OFFICIAL_ELEMENTS_JS } from "./support/official-elements-page.ts";

declareOfficialElementsFlows({
  name: "official @teamhanko/hanko-elements 2.7.0",
  bundle: OFFICIAL_ELEMENTS_JS,
  passwordCreationHeading: "Set new password",
  rendersFirstStateTwice: true,
});

declareOfficialElementsFlows({
  name: "official @teamhanko/hanko-elements 2.7.0, the server's HttpOnly cookie",
  bundle: OFFICIAL_ELEMENTS_JS,
  passwordCreationHeading: "Set new password",
  rendersFirstStateTwice: true,
  serverCookie: true,
});
