// Go's http.StatusText for the statuses we send: Hanko's REST error bodies carry exactly these.
const TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Request Entity Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function statusText(status: number): string {
  return TEXT[status] ?? (status >= 500 ? "Internal Server Error" : "Bad Request");
}
