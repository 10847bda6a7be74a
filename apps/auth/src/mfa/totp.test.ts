// Authenticator-app codes: a code of this step or one step either side is accepted, two steps
// off is refused, and each step works once.
import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { checkTotp, newTotpSecret, TOTP_PERIOD_SECONDS, totpEnrolment } from "./totp.ts";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
// Halfway through a step, so that one step of drift either way lies wholly inside the window.
const NOW = new Date(Date.UTC(2026, 10, 29, 9, 0, 15));
const NOW_STEP = Math.floor(NOW.getTime() / STEP_MS);

/** The code an authenticator app shows at `at`. */
const codeAt = (secret: string, at: Date) =>
  generateSync({ strategy: "totp", secret, epoch: Math.floor(at.getTime() / 1000) });
const stepsFromNow = (steps: number) => new Date(NOW.getTime() + steps * STEP_MS);

describe("checkTotp", () => {
  it("accepts the code of the current step and says which step it was", () => {
    expect(checkTotp(SECRET, codeAt(SECRET, NOW), NOW, null)).toEqual({ ok: true, step: NOW_STEP });
  });

  it("accepts a code one step behind or ahead, as a slow or fast phone shows it", () => {
    expect(checkTotp(SECRET, codeAt(SECRET, stepsFromNow(-1)), NOW, null)).toEqual({
      ok: true,
      step: NOW_STEP - 1,
    });
    expect(checkTotp(SECRET, codeAt(SECRET, stepsFromNow(1)), NOW, null)).toEqual({
      ok: true,
      step: NOW_STEP + 1,
    });
  });

  it("refuses a code two steps behind or ahead", () => {
    const checked = [-2, 2].map((steps) => {
      const code = codeAt(SECRET, stepsFromNow(steps));
      // The same code is right at its own time: only the distance refuses it.
      return [
        checkTotp(SECRET, code, stepsFromNow(steps), null).ok,
        checkTotp(SECRET, code, NOW, null),
      ];
    });
    expect(checked).toEqual([
      [true, { ok: false, reason: "invalid" }],
      [true, { ok: false, reason: "invalid" }],
    ]);
  });

  it("refuses a code of another secret", () => {
    const other = newTotpSecret();
    expect(checkTotp(SECRET, codeAt(other, NOW), NOW, null)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("accepts a code typed with spaces around it", () => {
    expect(checkTotp(SECRET, ` ${codeAt(SECRET, NOW)}\n`, NOW, null)).toEqual({
      ok: true,
      step: NOW_STEP,
    });
  });

  it("calls anything but six digits malformed", () => {
    const code = codeAt(SECRET, NOW);
    const typed = ["", code.slice(1), `${code}0`, `0${code}`, `${code.slice(1)}a`, "12 456"];
    expect(typed.map((it) => checkTotp(SECRET, it, NOW, null))).toEqual(
      typed.map(() => ({ ok: false, reason: "malformed" })),
    );
  });

  it("accepts each step once: the last step used and earlier ones are replays", () => {
    const code = codeAt(SECRET, NOW);
    expect(checkTotp(SECRET, code, NOW, NOW_STEP - 1)).toEqual({ ok: true, step: NOW_STEP });
    expect(checkTotp(SECRET, code, NOW, NOW_STEP)).toEqual({ ok: false, reason: "replayed" });
    expect(checkTotp(SECRET, code, NOW, NOW_STEP + 1)).toEqual({ ok: false, reason: "replayed" });
    // A wrong code is wrong, whatever was used before.
    expect(checkTotp(SECRET, codeAt(SECRET, stepsFromNow(-3)), NOW, NOW_STEP)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("newTotpSecret", () => {
  it("makes a new base32 secret each time that an app's codes are checked against", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(checkTotp(secret, codeAt(secret, NOW), NOW, null).ok).toBe(true);
  });
});

describe("totpEnrolment", () => {
  it("gives the otpauth address with issuer, account and secret, and a 200 px QR code of it", async () => {
    const { uri, imageSource } = await totpEnrolment(SECRET, "Kretsbutiken", "anna@example.se");
    const address = new URL(uri);
    expect(address.protocol).toBe("otpauth:");
    expect(address.host).toBe("totp");
    expect(decodeURIComponent(address.pathname)).toBe("/Kretsbutiken:anna@example.se");
    expect(address.searchParams.get("secret")).toBe(SECRET);
    expect(address.searchParams.get("issuer")).toBe("Kretsbutiken");

    expect(imageSource).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(imageSource.slice(imageSource.indexOf(",") + 1), "base64");
    // The PNG header's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
  });
});
