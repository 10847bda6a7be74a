// The HTTP method as a metrics label. Node passes on any method its parser knows, and a client
// picks it, so anything but the methods this server answers shares one label.
const KNOWN = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function methodLabel(method: string): string {
  return KNOWN.has(method) ? method : "OTHER";
}
