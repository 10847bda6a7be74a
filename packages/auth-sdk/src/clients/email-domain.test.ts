import { expect, it } from "vitest";
import { emailDomain } from "./email-domain.ts";

// Product spec §5: exactly one `@` and a non-empty domain.
it.each([
  ["anna@kretsbutiken.se", "kretsbutiken.se"],
  ["anna@ kretsbutiken.se ", "kretsbutiken.se"],
  ["@kretsbutiken.se", "kretsbutiken.se"],
  ["anna@", undefined],
  ["anna@  ", undefined],
  ["anna", undefined],
  ["", undefined],
  ["anna@krets@butiken.se", undefined],
  ["anna@@kretsbutiken.se", undefined],
])("%j → %j", (email, domain) => {
  expect(emailDomain(email)).toBe(domain);
});
