export type MessageValues = Readonly<Record<string, string | number>>;

/** Replaces `{name}` with values.name; an unknown placeholder stays visible, to be noticed. */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
