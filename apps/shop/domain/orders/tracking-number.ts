// A parcel's tracking number as staff type it when marking an order shipped: 4–40 letters,
// digits and dashes, as carriers print them (spaces around it are dropped). Anything else is
// refused beside the field with the reason: control characters (pasted from elsewhere, or sent
// by a script) are named as such, other characters and lengths get the format rule.
export type TrackingNumberError = "missing" | "control" | "format";

export type TrackingNumberCheck =
  { ok: true; trackingNumber: string } | { ok: false; error: TrackingNumberError };

// C0 and C1 controls, DEL, and the Unicode format controls that hide in pasted text.
const CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff]/;
const FORMAT = /^[A-Za-z0-9-]{4,40}$/;

export function checkTrackingNumber(given: unknown): TrackingNumberCheck {
  if (typeof given !== "string") return { ok: false, error: "missing" };
  if (CONTROL.test(given)) return { ok: false, error: "control" };
  const trackingNumber = given.trim();
  if (trackingNumber === "") return { ok: false, error: "missing" };
  return FORMAT.test(trackingNumber)
    ? { ok: true, trackingNumber }
    : { ok: false, error: "format" };
}
