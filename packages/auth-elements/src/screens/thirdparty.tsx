// state `thirdparty`: the SDK is taking the browser to the provider (flow-api §2.2). With an
// error (a refused token in `/token_exchange`, which has no way back) it is a dead end: the
// message and a fresh start, as the error screen. Without a redirect address there is nothing to
// wait for, so the fallback shows instead of a spinner.
import { ErrorScreen } from "./error.tsx";
import { Loading } from "./loading.tsx";
import type { ScreenProps } from "./screen-registry.ts";
import { UnsupportedState } from "./unsupported-state.tsx";

export function Thirdparty({ snapshot }: ScreenProps<"thirdparty">) {
  if (snapshot.error !== undefined) return <ErrorScreen />;
  return snapshot.payload.redirect_url === undefined ? <UnsupportedState /> : <Loading />;
}
