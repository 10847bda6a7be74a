// An integrator's React 19 page, written against the installed packages alone: register() and
// Hanko from @kretsbutiken/auth-elements, <hanko-auth> as typed JSX. Built by the project's own
// Vite and typechecked with strict settings by e2e/packed-packages.spec.ts.
import {
  Hanko,
  register,
  type HankoAuthMode,
  type RegisterOptions,
} from "@kretsbutiken/auth-elements";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

const api = new URLSearchParams(location.search).get("api") ?? "";
const options: RegisterOptions = { fallbackLanguage: "sv", sessionCheckInterval: 5000 };

function SignIn({ mode }: { mode: HankoAuthMode }) {
  const [signedIn, setSignedIn] = useState<string>();
  const [sessionValid, setSessionValid] = useState<boolean>();
  const [expiresIn, setExpiresIn] = useState<number>();

  useEffect(() => {
    let stop: (() => void) | undefined;
    void register(api, options).then(({ hanko }) => {
      stop = hanko.onSessionCreated(({ claims }) => {
        setSignedIn(claims.email?.address ?? claims.subject);
        // A second, headless SDK instance reads the same session cookie.
        void new Hanko(api).validateSession().then(({ is_valid }) => setSessionValid(is_valid));
      });
    });
    // The SDK's events on the document are typed too: no cast to read their detail.
    const expiry = (event: DocumentEventMap["hanko-session-created"]) =>
      setExpiresIn(event.detail.expirationSeconds);
    document.addEventListener("hanko-session-created", expiry);
    return () => {
      stop?.();
      document.removeEventListener("hanko-session-created", expiry);
    };
  }, []);

  return (
    <main>
      <h1>Logga in</h1>
      <hanko-auth lang="sv" mode={mode} />
      {signedIn !== undefined && (
        <p role="status" id="status">
          Inloggad som {signedIn}
        </p>
      )}
      {sessionValid === true && <p>Sessionen är giltig</p>}
      {expiresIn !== undefined && expiresIn > 0 && <p>Sessionen gäller i {expiresIn} sekunder</p>}
    </main>
  );
}

/** Never rendered: what the elements' types must refuse. */
export function RefusedAttributes() {
  // @ts-expect-error `mode` is "login" or "registration"
  const wrongMode = <hanko-auth mode="signup" />;
  // @ts-expect-error <hanko-profile> has no `mode` (hyphenated names are never checked in JSX)
  const wrongElement = <hanko-profile mode="login" />;
  return [wrongMode, wrongElement];
}

const root = document.getElementById("root");
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <SignIn mode="login" />
    </StrictMode>,
  );
}
