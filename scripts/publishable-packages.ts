// The workspaces published to npm, in build order: each depends only on those before it.
export const PUBLISHABLE_PACKAGES = [
  { name: "@kretsbutiken/flow-protocol", dir: "packages/flow-protocol" },
  { name: "@kretsbutiken/auth-sdk", dir: "packages/auth-sdk" },
  { name: "@kretsbutiken/auth-elements", dir: "packages/auth-elements" },
] as const;

export type PublishablePackage = (typeof PUBLISHABLE_PACKAGES)[number];
