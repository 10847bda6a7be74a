/** Something /readyz asks: it passes when `check` resolves in time. */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<unknown>;
}
