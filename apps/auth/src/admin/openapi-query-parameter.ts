// An OpenAPI 3.1 query parameter of a list route (user and audit log filters, paging).
export function queryParameter(
  name: string,
  description: string,
  schema: Readonly<Record<string, unknown>>,
) {
  return { name, in: "query", description, schema } as const;
}
