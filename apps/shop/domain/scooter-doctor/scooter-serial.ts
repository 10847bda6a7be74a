// The serial protocol older Xiaomi and Ninebot scooters speak over Bluetooth, as far as the
// doctor needs it: ask the motor controller (ESC) for its current fault code and read the answer.
// Facts from the riders' community notes on the protocol (the makers publish none):
// - the BLE link is a Nordic UART service: the app writes to one characteristic and the scooter
//   answers by notifications on another, in pieces of at most 20 bytes;
// - Xiaomi frames are 55 AA, length (payload + 2), address, command, register, payload,
//   checksum; Ninebot frames are 5A A5, length (payload), source, target, command, register,
//   payload, checksum;
// - the checksum is the sum of the bytes from the length to the payload's end, inverted, as a
//   little-endian 16-bit number;
// - the ESC keeps its fault code in register 0x1B as a little-endian 16-bit number, 0 for none.
// Current firmware encrypts the link; such a scooter never answers these frames in the clear.

export const UART_SERVICE = "6e400001-b5a3-f393-e0a9-e50e24dcca9e";
/** The characteristic the app writes requests to. */
export const UART_WRITE = "6e400002-b5a3-f393-e0a9-e50e24dcca9e";
/** The characteristic the scooter notifies its answers on. */
export const UART_NOTIFY = "6e400003-b5a3-f393-e0a9-e50e24dcca9e";
/** The names the scooters advertise, for the browser's device chooser. */
export const SCOOTER_NAME_PREFIXES = ["MIScooter", "NBScooter", "Ninebot"] as const;

export type SerialDialect = "xiaomi" | "ninebot";

const FAULT_REGISTER = 0x1b;
const READ = 0x01;
/** Xiaomi addresses: a request to the ESC, and the ESC's answer. */
const XIAOMI_TO_ESC = 0x20;
const XIAOMI_FROM_ESC = 0x23;
/** Ninebot addresses: the app on Bluetooth, the ESC; the ESC answers a read with command 4. */
const NINEBOT_APP = 0x3e;
const NINEBOT_ESC = 0x20;
const NINEBOT_READ_ANSWER = 0x04;

/** Longer than any frame these scooters send: a "length" beyond it is noise, not a header. */
const MAX_LENGTH = 128;

const HEADERS: Record<SerialDialect, readonly [number, number]> = {
  xiaomi: [0x55, 0xaa],
  ninebot: [0x5a, 0xa5],
};

/** The inverted 16-bit sum of `body`, low byte first. */
export function checksum(body: readonly number[]): [number, number] {
  const sum = body.reduce((total, byte) => total + byte, 0) ^ 0xffff;
  return [sum & 0xff, (sum >> 8) & 0xff];
}

/** The request for the ESC's fault code (two bytes from register 0x1B) in `dialect`. */
export function faultCodeRequest(dialect: SerialDialect): Uint8Array {
  const body =
    dialect === "xiaomi"
      ? [0x03, XIAOMI_TO_ESC, READ, FAULT_REGISTER, 0x02]
      : [0x01, NINEBOT_APP, NINEBOT_ESC, READ, FAULT_REGISTER, 0x02];
  return Uint8Array.from([...HEADERS[dialect], ...body, ...checksum(body)]);
}

/** One whole frame found in the received bytes: its dialect, body (without checksum) and end. */
interface Frame {
  dialect: SerialDialect;
  body: number[];
  end: number;
}

function frameAt(bytes: readonly number[], start: number): Frame | "short" | undefined {
  const dialect = (Object.keys(HEADERS) as SerialDialect[]).find(
    (name) => bytes[start] === HEADERS[name][0] && bytes[start + 1] === HEADERS[name][1],
  );
  if (!dialect) return undefined;
  const length = bytes[start + 2];
  if (length === undefined) return "short";
  if (length > MAX_LENGTH) return undefined;
  // After the length: Xiaomi counts address, command, register and payload minus one; Ninebot
  // counts the payload alone, after source, target, command and register.
  const bodyLength = dialect === "xiaomi" ? length + 2 : length + 5;
  const end = start + 2 + bodyLength + 2;
  if (bytes.length < end) return "short";
  const body = bytes.slice(start + 2, start + 2 + bodyLength);
  const [low, high] = checksum(body);
  if (bytes[end - 2] !== low || bytes[end - 1] !== high) return undefined;
  return { dialect, body, end };
}

function faultCodeIn({ dialect, body }: Frame): number | undefined {
  const [address, command, register, ...payload] =
    dialect === "xiaomi" ? body.slice(1) : [body[1], body[3], body[4], ...body.slice(5)];
  const fromEsc =
    dialect === "xiaomi"
      ? address === XIAOMI_FROM_ESC && command === READ
      : address === NINEBOT_ESC && body[2] === NINEBOT_APP && command === NINEBOT_READ_ANSWER;
  if (!fromEsc || register !== FAULT_REGISTER || payload.length < 2) return undefined;
  return payload[0]! | (payload[1]! << 8);
}

/**
 * Collects the scooter's notifications and picks the fault code out of them. The scooter also
 * sends frames nobody asked for, and a frame may arrive in pieces: bytes before a header and
 * frames with a wrong checksum are skipped, an unfinished frame waits for the next piece.
 */
export class FaultCodeReader {
  private bytes: number[] = [];

  /** Adds a notification's bytes; the fault code once a whole answer is in, else undefined. */
  push(piece: Uint8Array): number | undefined {
    this.bytes.push(...piece);
    let start = 0;
    while (start < this.bytes.length) {
      const frame = frameAt(this.bytes, start);
      if (frame === "short") break;
      if (frame === undefined) {
        start += 1;
        continue;
      }
      start = frame.end;
      const code = faultCodeIn(frame);
      if (code !== undefined) {
        this.bytes = this.bytes.slice(start);
        return code;
      }
    }
    this.bytes = this.bytes.slice(start);
    return undefined;
  }
}
