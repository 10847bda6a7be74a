// A provider's drawing beside its name: decoration only, hidden from assistive technology,
// since the text next to it already says which provider it is.
import { providerIconPath } from "./provider-icons.ts";

export function ProviderIcon({ provider }: { provider: string }) {
  return (
    <svg className="hk-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={providerIconPath(provider)} />
    </svg>
  );
}
