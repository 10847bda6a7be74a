// The error box under the heading. The live region is always in the tree, so an error that
// appears on the same screen is announced (role="alert" only announces changes).
import { errorText } from "./error-text.ts";
import { useWidget } from "../widget/widget-context.ts";

export function ErrorRegion({ id }: { id: string }) {
  const widget = useWidget();
  const { snapshot } = widget.state;
  // The error state always says something, even when the server sent no code.
  const error =
    widget.state.error ??
    (snapshot?.name === "error" ? { source: "flow" as const, code: "technical_error" } : undefined);
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
