// A RateLimiter that counts refusals by the scope of the limit: the first segment of the key
// (`passcode-ip` of `passcode-ip/{ip}`, `saml` of `/saml/auth/{ip}`). The rest of a key holds
// IPs and addresses, which must not become labels; a first segment that is not a plain name
// counts as "other". Answers and failures of the wrapped limiter pass through unchanged.
import type { RateLimiter } from "../services.ts";
import type { AuthMetrics } from "./auth-metrics.ts";

const NAME = /^[a-z][a-z_-]*$/;

export function rateLimitScope(key: string): string {
  const [first = ""] = key.replace(/^\//, "").split("/", 1);
  return NAME.test(first) ? first : "other";
}

export function countingRateLimiter(
  limiter: RateLimiter,
  metrics: Pick<AuthMetrics, "rateLimitRefused">,
): RateLimiter {
  return {
    async consume(key, rule) {
      const result = await limiter.consume(key, rule);
      if (!result.allowed) metrics.rateLimitRefused(rateLimitScope(key));
      return result;
    },
  };
}
