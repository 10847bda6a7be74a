// The case page's data (/page/reklamation/arende) and its photos (/page/reklamation/foto):
// both opened by the case's link token only, so a photo is shown to nobody but the shopper
// who has the link, and to staff (the admin's own photo route). A photo goes out with its type
// as its bytes said it at upload, never cached by anything in between, never sniffed.
import type { RouterContextProvider } from "react-router";
import type { ComplaintView } from "../../server/complaints/complaint-view.ts";
import { servicesContext } from "../context/services-context.ts";

type Context = Readonly<RouterContextProvider>;

/** What the shopper's case page shows (no ids beyond the photos'). */
export type CaseData = Pick<
  ComplaintView,
  | "number"
  | "orderNumber"
  | "status"
  | "remedy"
  | "decision"
  | "decisionNote"
  | "description"
  | "noticedOn"
  | "createdAt"
  | "lines"
  | "events"
  | "refund"
> & { token: string; photoIds: string[] };

export async function loadCase(request: Request, context: Context): Promise<CaseData | null> {
  const token = new URL(request.url).searchParams.get("case") ?? "";
  const found = token ? await context.get(servicesContext).complaints.byToken(token) : undefined;
  if (!found) return null;
  return {
    token,
    number: found.number,
    orderNumber: found.orderNumber,
    status: found.status,
    remedy: found.remedy,
    decision: found.decision,
    decisionNote: found.decisionNote,
    description: found.description,
    noticedOn: found.noticedOn,
    createdAt: found.createdAt,
    lines: found.lines,
    events: found.events,
    refund: found.refund,
    photoIds: found.photos.map((photo) => photo.id),
  };
}

/** A photo as a response: 404 for anything the link does not open. */
export function photoResponse(photo: { bytes: Uint8Array; contentType: string } | undefined) {
  if (!photo) return new Response("Not found", { status: 404 });
  return new Response(photo.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}

export async function loadCasePhoto(request: Request, context: Context): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const token = params.get("case") ?? "";
  const photoId = params.get("photo") ?? "";
  const photo =
    token && photoId
      ? await context.get(servicesContext).complaints.photo(token, photoId)
      : undefined;
  return photoResponse(photo);
}
