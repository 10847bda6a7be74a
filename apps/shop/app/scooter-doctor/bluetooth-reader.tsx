// Way in c: reading the code from the scooter, where the browser has Web Bluetooth and a
// Bluetooth adapter (feature-detected after hydration; nothing is shown otherwise, and the code
// form never needs it). A code read is typed into the code form, which is then sent as if the
// rider had typed it: with a model chosen, the answer page opens; without one, the form asks
// for the model and keeps the code.
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "../components/button-styles.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { doctorMessages, type DoctorMessageKey } from "./doctor-messages.ts";

type Status = "reading" | "none" | "silent" | "failed" | { found: number };

const SAID: Record<Exclude<Status, object>, DoctorMessageKey> = {
  reading: "doctor.bluetooth.reading",
  none: "doctor.bluetooth.none",
  silent: "doctor.bluetooth.silent",
  failed: "doctor.bluetooth.failed",
};

export function BluetoothReader({ codeInputId }: { codeInputId: string }) {
  const t = usePageT(doctorMessages);
  const [available, setAvailable] = useState(false);
  const [status, setStatus] = useState<Status | undefined>();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const bluetooth = (navigator as Navigator & { bluetooth?: { getAvailability?(): unknown } })
      .bluetooth;
    if (typeof bluetooth?.getAvailability !== "function") return;
    let current = true;
    Promise.resolve(bluetooth.getAvailability()).then(
      (yes) => current && setAvailable(yes === true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (!available) return null;

  const read = async () => {
    setStatus("reading");
    const { readFaultCode, scooterBluetooth } = await import("./read-over-bluetooth.ts");
    const bluetooth = scooterBluetooth();
    const outcome = bluetooth ? await readFaultCode(bluetooth) : { kind: "failed" as const };
    if (outcome.kind === "cancelled") return setStatus(undefined);
    if (outcome.kind !== "code") return setStatus(outcome.kind);
    if (outcome.code === 0) return setStatus("none");
    setStatus({ found: outcome.code });
    const input = document.getElementById(codeInputId);
    if (input instanceof HTMLInputElement) input.value = String(outcome.code);
    button.current?.form?.requestSubmit();
  };

  return (
    <div className="flex flex-col gap-1">
      <div>
        <button
          ref={button}
          type="button"
          className={buttonClass("secondary")}
          aria-describedby="kod-bluetooth-hint"
          disabled={status === "reading"}
          onClick={() => void read()}
        >
          {t("doctor.bluetooth.read")}
        </button>
      </div>
      <p id="kod-bluetooth-hint" className="text-sm text-ink-muted">
        {t("doctor.bluetooth.hint")}
      </p>
      <p role="status" className="font-semibold" data-testid="bluetooth-status">
        {status === undefined
          ? ""
          : typeof status === "object"
            ? t("doctor.bluetooth.found", { code: status.found })
            : t(SAID[status])}
      </p>
    </div>
  );
}
