// Pieces the admin route modules' OpenAPI 3.1 path items share: path parameters, JSON and
// error responses (errors are `#/components/schemas/Error`, which openapi-document.ts defines).

export function pathParameter(name: string, description: string, format?: "uuid") {
  return {
    name,
    in: "path",
    required: true,
    description,
    schema: format === undefined ? { type: "string" } : { type: "string", format },
  } as const;
}

export const userIdParameter = pathParameter("user_id", "The user's ID.", "uuid");

export function schemaRef(name: string) {
  return { $ref: `#/components/schemas/${name}` } as const;
}

export function jsonContent(schema: Readonly<Record<string, unknown>>) {
  return { "application/json": { schema } } as const;
}

export function jsonResponse(description: string, schema: Readonly<Record<string, unknown>>) {
  return { description, content: jsonContent(schema) } as const;
}

export function errorResponse(description: string) {
  return jsonResponse(description, schemaRef("Error"));
}

export const noContent = { description: "Done; no body." } as const;

/** The answers every `/users/{user_id}/…` route can give besides its own. */
export const userErrors = {
  "400": errorResponse("An ID is not a UUID, or the body is malformed or invalid."),
  "404": errorResponse("The user (or the item named) does not exist."),
} as const;
