// The overview's table cells: a heading, a text cell and a number cell, whose figures line up.
export const th = "p-2 text-start";
export const td = "p-2";
export const num = "p-2 text-end tabular-nums";
