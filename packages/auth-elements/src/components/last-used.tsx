export function LastUsed({ label }: { label: string }) {
  return (
    <span className="hk-last-used" part="last-used">
      {label}
    </span>
  );
}
