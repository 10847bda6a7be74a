// In CI the PostgreSQL and Redis variants of the tests, the database fault specs and the
// mutation step must run: a run that skipped them proves less than its green says. Locally
// they skip themselves (saying so) when the services are missing; with CI set, the test
// commands refuse to start instead (vitest.config.ts, playwright.config.ts, test-mutation.ts).

/** True when `CI` is set to anything but "", "0" or "false", as CI services set it. */
export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/** Why this run may not go on (undefined when it may): a service CI needs is not configured. */
export function missingServices(env: NodeJS.ProcessEnv): string | undefined {
  if (!isCi(env)) return undefined;
  const missing = [
    /^postgres(ql)?:\/\//i.test(env.DATABASE_URL ?? "") ? undefined : "DATABASE_URL (postgres://…)",
    /^rediss?:\/\//i.test(env.REDIS_URL ?? "") ? undefined : "REDIS_URL (redis://…)",
  ].filter(Boolean);
  return missing.length === 0
    ? undefined
    : `CI is set but ${missing.join(" and ")} is not: the PostgreSQL and Redis tests and the mutation step would be skipped. Start the services and set the variables (.ci/run does when they answer).`;
}

/** Throws with the reason when CI is set and a service is missing. */
export function requireServicesInCi(env: NodeJS.ProcessEnv = process.env): void {
  const problem = missingServices(env);
  if (problem) throw new Error(problem);
}
