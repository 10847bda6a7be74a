// The two Vitest projects really run the widget on two renderers: React, and preact/compat as
// the standalone bundle does.
import { version } from "react";
import { expect, it } from "vitest";

it("runs on the renderer its project names", () => {
  const renderer = import.meta.env.AUTH_ELEMENTS_RENDERER as string | undefined;
  expect(renderer === "preact" ? version.startsWith("18.") : version.startsWith("19.")).toBe(true);
});
