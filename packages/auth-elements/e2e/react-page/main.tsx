// A shop-like React page that already has React and adds our React build (the package's main
// entry, as an app imports it): the elements must render with the page's own React (one copy),
// as they do on preact/compat in the standalone bundle.
import { register } from "@kretsbutiken/auth-elements";
import { useState, version } from "react";
import { createRoot } from "react-dom/client";

type Logged = { type: string; detail?: unknown };
const log: Logged[] = [];
Object.assign(window, { __events: log, __reactVersion: version });

const api = new URLSearchParams(location.search).get("api") ?? "";
const { hanko } = await register(api);
hanko.onSessionCreated((detail) => log.push({ type: "onSessionCreated", detail }));
hanko.onAfterStateChange(({ state }) =>
  log.push({ type: "onAfterStateChange", detail: { state: state.name } }),
);

function Page() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        Page counter {count}
      </button>
      <hanko-auth lang="en" />
    </main>
  );
}

const root = document.getElementById("root");
if (root !== null) createRoot(root).render(<Page />);
