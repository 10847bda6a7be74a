// Ids of a complaint's steps that sort in the order they were taken: the time, then a running
// count within this process, then randomness; so steps taken within one millisecond (or by a
// test's fixed clock) still list in order.
import { randomUUID } from "node:crypto";

let sequence = 0;

export const complaintEventId = (at: Date): string =>
  `${at.getTime().toString(36).padStart(9, "0")}-${(sequence++ % 1_679_616).toString(36).padStart(4, "0")}-${randomUUID()}`;
