import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // SHOP_BUILD_DIR lets two builds live side by side (a test run beside a running shop).
  buildDirectory: process.env.SHOP_BUILD_DIR ?? "build",
} satisfies Config;
