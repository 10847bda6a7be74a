// The benchmarks' baseline: a bare React Router page with no shell, built with the same
// versions as the shop and served the same way (bench/shop-servers.ts).
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: "../results/shop-baseline/build",
} satisfies Config;
