import { isRouteErrorResponse } from "react-router";

export interface ErrorDescription {
  status: number;
  message: string;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (typeof data === "object" && data !== null && "message" in data) {
    const { message } = data;
    if (typeof message === "string") return message;
  }
  return undefined;
}

/**
 * Status and message of whatever reached an error boundary. Anything that is not a route
 * error response is a 500 (spec §2: default status 500). In production React Router has
 * already replaced a server error's message with "Unexpected Server Error".
 */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: messageOf(error.data) ?? (error.statusText || String(error.status)),
    };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: messageOf(error) ?? "Unknown error" };
}
