import { describe, expect, it } from "vitest";
import { checksum, FaultCodeReader, faultCodeRequest } from "./scooter-serial.ts";

// Frames written out by hand, their checksums worked out on paper: the inverted sum of the
// bytes from the length on, low byte first.
const bytes = (hex: string) => Uint8Array.from(hex.split(" ").map((pair) => parseInt(pair, 16)));

const XIAOMI_CODE_14 = "55 AA 04 23 01 1B 0E 00 AE FF";
const NINEBOT_CODE_14 = "5A A5 02 20 3E 04 1B 0E 00 72 FF";
/** The Xiaomi ESC's answer about its battery (register 0x22): not the fault code. */
const XIAOMI_BATTERY = "55 AA 04 23 01 22 50 00 65 FF";

function readAll(...pieces: string[]): (number | undefined)[] {
  const reader = new FaultCodeReader();
  return pieces.map((piece) => reader.push(bytes(piece)));
}

describe("faultCodeRequest", () => {
  it("asks the Xiaomi ESC for two bytes from register 0x1B", () => {
    expect([...faultCodeRequest("xiaomi")]).toEqual([...bytes("55 AA 03 20 01 1B 02 BE FF")]);
  });

  it("asks the Ninebot ESC, from the app on Bluetooth, for two bytes from register 0x1B", () => {
    expect([...faultCodeRequest("ninebot")]).toEqual([...bytes("5A A5 01 3E 20 01 1B 02 82 FF")]);
  });
});

describe("checksum", () => {
  it("inverts the sum in sixteen bits, low byte first, past 255", () => {
    expect(checksum([0xff, 0xff, 0x03])).toEqual([0xfe, 0xfd]);
  });
});

describe("FaultCodeReader", () => {
  it("reads the code from a Xiaomi answer and from a Ninebot answer", () => {
    expect([readAll(XIAOMI_CODE_14), readAll(NINEBOT_CODE_14)]).toEqual([[14], [14]]);
  });

  it("reads a code that arrives in pieces once the last piece is in", () => {
    expect(readAll("55 AA 04", "23 01 1B 0E", "00 AE FF")).toEqual([undefined, undefined, 14]);
  });

  it("reads the high byte and tells no fault (0) from no answer", () => {
    expect(readAll("55 AA 04 23 01 1B 2C 01 8F FF", "55 AA 04 23 01 1B 00 00 BC FF")).toEqual([
      300, 0,
    ]);
  });

  it("skips noise, other registers and a frame whose checksum is wrong", () => {
    const broken = "55 AA 04 23 01 1B 0D 00 AE FF";
    expect(readAll(`00 13 ${XIAOMI_BATTERY} ${broken}`, XIAOMI_CODE_14)).toEqual([undefined, 14]);
  });

  it("does not take its own request, or a Ninebot answer meant for another, as the answer", () => {
    const toTheDashboard = "5A A5 02 20 21 04 1B 0E 00 8F FF";
    expect(
      readAll("55 AA 03 20 01 1B 02 BE FF", "5A A5 01 3E 20 01 1B 02 82 FF", toTheDashboard),
    ).toEqual([undefined, undefined, undefined]);
  });

  it("is not held up by a header with an impossible length", () => {
    expect(readAll("55 AA FF 00", NINEBOT_CODE_14)).toEqual([undefined, 14]);
  });

  it("keeps reading after an answer: a second code is read from the next frame", () => {
    expect(readAll(`${XIAOMI_CODE_14} 55 AA 04`, "23 01 1B 00 00 BC FF")).toEqual([14, 0]);
  });
});
