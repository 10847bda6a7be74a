import { expect, it } from "vitest";
import css from "./styles.css?inline";

it("bundles our stylesheet as text, themable through custom properties", () => {
  expect(css).toContain(".hk-root");
  expect(css).toContain("var(--brand-color");
});
