export function Spinner() {
  return <span className="hk-spinner" aria-hidden="true" />;
}
