// state `thirdparty`: the SDK is taking the browser to the provider (flow-api §2.2). Without a
// redirect address there is nothing to wait for, so the fallback shows instead of a spinner.
import { Loading } from "./loading.tsx";
import type { ScreenProps } from "./screen-registry.ts";
import { UnsupportedState } from "./unsupported-state.tsx";

export function Thirdparty({ snapshot }: ScreenProps<"thirdparty">) {
  return snapshot.payload.redirect_url === undefined ? <UnsupportedState /> : <Loading />;
}
