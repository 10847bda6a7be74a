// The error box under the heading. The live region is always in the tree, so an error that
// appears on the same screen is announced (role="alert" only announces changes).
import type { AnySnapshot } from "../flow/flow-client.ts";
import { errorText } from "./error-text.ts";
import { useWidget } from "../widget/widget-context.ts";

/** spec §5: the profile shows an input's error under the input, not at the top. */
function shownUnderInput(snapshot: AnySnapshot | undefined): boolean {
  if (snapshot?.name !== "profile_init" || snapshot.error?.code !== "form_data_invalid_error") {
    return false;
  }
  return Object.values(snapshot.actions).some((action) =>
    Object.values(action.inputs).some(
      (input) => input.error !== undefined && input.hidden !== true,
    ),
  );
}

export function ErrorRegion({ id }: { id: string }) {
  const widget = useWidget();
  const { snapshot } = widget.state;
  // The error state always says something, even when the server sent no code.
  const error = shownUnderInput(snapshot)
    ? undefined
    : (widget.state.error ??
      (snapshot?.name === "error"
        ? { source: "flow" as const, code: "technical_error" }
        : undefined));
  return (
    <div role="alert" className="hk-alert">
      {error && (
        <p id={id} className="hk-error" part="error">
          <span aria-hidden="true" className="hk-error-icon">
            !
          </span>
          <span part="error-text">{errorText(widget, error)}</span>
        </p>
      )}
    </div>
  );
}
