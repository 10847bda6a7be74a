// The conversation with a scooter over Web Bluetooth: the rider picks it in the browser's own
// chooser, the page connects to its serial service, asks the motor controller for its fault code
// in both dialects (domain/scooter-doctor/scooter-serial.ts) and waits a few seconds for the
// answer. Loaded only when the rider presses the button (bluetooth-reader.tsx).
import {
  FaultCodeReader,
  faultCodeRequest,
  SCOOTER_NAME_PREFIXES,
  UART_NOTIFY,
  UART_SERVICE,
  UART_WRITE,
  type SerialDialect,
} from "../../domain/scooter-doctor/scooter-serial.ts";

/** The part of the Web Bluetooth API this uses (TypeScript's DOM types do not have it). */
export interface ScooterBluetooth {
  getAvailability(): Promise<boolean>;
  requestDevice(options: {
    filters: { namePrefix: string }[];
    optionalServices: string[];
  }): Promise<BluetoothScooter>;
}

interface BluetoothScooter {
  name?: string;
  gatt?: {
    connect(): Promise<{
      getPrimaryService(uuid: string): Promise<{
        getCharacteristic(uuid: string): Promise<Characteristic>;
      }>;
    }>;
    disconnect(): void;
  };
}

interface Characteristic extends EventTarget {
  value?: DataView;
  startNotifications(): Promise<unknown>;
  writeValue(value: Uint8Array): Promise<void>;
}

export type BluetoothOutcome =
  | { kind: "code"; code: number }
  /** Connected, but no answer: encrypted firmware, or a scooter that does not speak it. */
  | { kind: "silent" }
  /** The rider closed the chooser without picking a scooter. */
  | { kind: "cancelled" }
  | { kind: "failed" };

/** The browser's Web Bluetooth, when it has one. */
export function scooterBluetooth(): ScooterBluetooth | undefined {
  return (navigator as Navigator & { bluetooth?: ScooterBluetooth }).bluetooth;
}

/** How long the scooter has to answer before it counts as silent. */
const ANSWER_WITHIN_MS = 4000;

export async function readFaultCode(bluetooth: ScooterBluetooth): Promise<BluetoothOutcome> {
  let scooter: BluetoothScooter;
  try {
    scooter = await bluetooth.requestDevice({
      filters: SCOOTER_NAME_PREFIXES.map((namePrefix) => ({ namePrefix })),
      optionalServices: [UART_SERVICE],
    });
  } catch (error) {
    // Closing the chooser rejects with NotFoundError.
    return (error as { name?: string }).name === "NotFoundError"
      ? { kind: "cancelled" }
      : { kind: "failed" };
  }
  try {
    const server = await scooter.gatt!.connect();
    const service = await server.getPrimaryService(UART_SERVICE);
    const write = await service.getCharacteristic(UART_WRITE);
    const notify = await service.getCharacteristic(UART_NOTIFY);
    const reader = new FaultCodeReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answer = new Promise<number | undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ANSWER_WITHIN_MS);
      notify.addEventListener("characteristicvaluechanged", () => {
        const value = notify.value;
        if (!value) return;
        const code = reader.push(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        if (code !== undefined) resolve(code);
      });
    });
    await notify.startNotifications();
    // A Xiaomi name is asked in Xiaomi's dialect first; either way both are tried, since the
    // scooter ignores the one it does not speak.
    const dialects: SerialDialect[] = scooter.name?.startsWith("MIScooter")
      ? ["xiaomi", "ninebot"]
      : ["ninebot", "xiaomi"];
    for (const dialect of dialects) await write.writeValue(faultCodeRequest(dialect));
    const code = await answer;
    clearTimeout(timer);
    return code === undefined ? { kind: "silent" } : { kind: "code", code };
  } catch {
    return { kind: "failed" };
  } finally {
    scooter.gatt?.disconnect();
  }
}
