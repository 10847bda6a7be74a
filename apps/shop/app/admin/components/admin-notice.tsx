// A status line after a save ("Sparat.") or a refusal, announced to screen readers.
export function AdminNotice({ kind, children }: { kind: "ok" | "error"; children: string }) {
  return kind === "error" ? (
    <p
      role="alert"
      className="my-3 rounded-control border border-danger p-3 font-semibold text-danger"
    >
      {children}
    </p>
  ) : (
    <p role="status" className="my-3 rounded-control border border-line bg-surface-muted p-3">
      {children}
    </p>
  );
}
