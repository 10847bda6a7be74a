// Another writer between a read and its update, without a second writer: a Kysely plugin that
// makes every row read with a version look as the order looked a moment ago. A status change that
// updates only at the status and version it read must then change nothing and say so.
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../server/database/schema.ts";

type Plugin = Parameters<Kysely<ShopDatabase>["withPlugin"]>[0];

/** The order as read a moment ago: its status and version replaced with these. */
export const readBefore = (seen: { status: string; version: number }): Plugin => ({
  transformQuery: (args) => args.node,
  transformResult: (args) =>
    Promise.resolve({
      ...args.result,
      rows: args.result.rows.map((row) => ("version" in row ? { ...row, ...seen } : row)),
    }),
});
