// What a freshly migrated schema looks like, kept with a pooled schema (schema-pool.ts) so
// the next test gets it back as it was: its shape as a fingerprint, the rows the migrations
// inserted, and where each sequence stood.
import pg from "pg";

export interface Snapshot {
  /** md5 over the tables' columns, constraints, indexes and triggers (fingerprintOf). */
  readonly fingerprint: string;
  /** The migrations' bookkeeping table, which a reset leaves alone. */
  readonly migrationsTable: string;
  /** Every other table. */
  readonly tables: readonly string[];
  /** Rows the migrations inserted, as JSON arrays, by table. */
  readonly rows: Readonly<Record<string, string>>;
  /** Each sequence's value, and whether nextval() has returned it yet. */
  readonly sequences: readonly { name: string; value: string; called: boolean }[];
}

// Looked up by the tables' names, so every step follows an index: a test database churned by
// many schemas has a bloated pg_class, and a scan of it by namespace takes tens of milliseconds.
// A relation a test added beside them goes unseen, and harms nothing: it is never reset.
const SHAPE = `
  with tables as (
    select c.oid, c.relname from pg_class c
     where c.relname = any($2::text[])
       and c.relnamespace = (select oid from pg_namespace where nspname = $1)
  )
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as fingerprint from (
    select 'table ' || relname from tables
    union all
    select 'column ' || t.relname || '.' || a.attname || ' ' ||
           format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' ' ||
           coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from tables t
      join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    union all
    select 'constraint ' || t.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid)
      from tables t join pg_constraint k on k.conrelid = t.oid
    union all
    select 'index ' || pg_get_indexdef(i.indexrelid)
      from tables t join pg_index i on i.indrelid = t.oid
    union all
    select 'trigger ' || g.tgname || ' ' || g.tgenabled::text || ' ' || g.tgfoid::regproc::text
      from tables t join pg_trigger g on g.tgrelid = t.oid and not g.tgisinternal
  ) shape (item)`;

/** The shape of the schema's `tables` and of the migrations' bookkeeping beside them. */
export async function fingerprintOf(
  client: pg.Client,
  schema: string,
  { tables, migrationsTable }: Pick<Snapshot, "tables" | "migrationsTable">,
): Promise<string> {
  const shaped = [...tables, migrationsTable, `${migrationsTable}_lock`];
  const { rows } = await client.query<{ fingerprint: string }>(SHAPE, [schema, shaped]);
  return rows[0]?.fingerprint ?? "";
}

/** The schema as the migrations left it; `migrationsTable` is not part of what is reset. */
export async function snapshotOf(
  client: pg.Client,
  schema: string,
  migrationsTable: string,
): Promise<Snapshot> {
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables
        where schemaname = $1 and tablename <> $2 and tablename <> $2 || '_lock'
        order by tablename`,
      [schema, migrationsTable],
    )
  ).rows.map((row) => row.name);
  const rows: Record<string, string> = {};
  for (const table of tables) {
    const { rows: found } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${qualified(schema, table)} t`,
    );
    const json = found[0]?.rows;
    if (json) rows[table] = json;
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select sequencename as name, coalesce(last_value, start_value)::text as value,
              last_value is not null as called
         from pg_sequences where schemaname = $1 order by sequencename`,
      [schema],
    )
  ).rows;
  return {
    fingerprint: await fingerprintOf(client, schema, { tables, migrationsTable }),
    migrationsTable,
    tables,
    rows,
    sequences,
  };
}

/**
 * One round trip that brings the schema back to the snapshot: the tables that hold rows, or
 * that the migrations filled, are truncated (row triggers, such as an append-only log's, do
 * not fire on TRUNCATE), the migrations' rows put back, and every sequence set where it was.
 */
export function resetStatements(schema: string, snapshot: Snapshot): string {
  const names = (list: readonly string[]) =>
    `array[${list.map((table) => pg.escapeLiteral(qualified(schema, table))).join(", ")}]::text[]`;
  const filled = Object.keys(snapshot.rows);
  const check = snapshot.tables.filter((table) => !filled.includes(table));
  return [
    `do $reset$
     declare
       dirty text[] := ${names(filled)};
       name text;
       used boolean;
     begin
       foreach name in array ${names(check)} loop
         execute format('select exists (select from %s)', name) into used;
         if used then dirty := dirty || name; end if;
       end loop;
       if cardinality(dirty) > 0 then
         execute 'truncate ' || array_to_string(dirty, ', ') || ' cascade';
       end if;
     end $reset$`,
    ...Object.entries(snapshot.rows).map(
      ([table, json]) =>
        `insert into ${qualified(schema, table)}
         select * from json_populate_recordset(null::${qualified(schema, table)}, ${pg.escapeLiteral(json)})`,
    ),
    ...snapshot.sequences.map(
      ({ name, value, called }) =>
        `select setval(${pg.escapeLiteral(qualified(schema, name))}, ${BigInt(value)}, ${called})`,
    ),
  ].join(";\n");
}

function qualified(schema: string, name: string): string {
  return `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
}
