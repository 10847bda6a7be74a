// The auth server's own migrations, in order. Never edit one that has shipped: add a new one.
import type { Kysely, Migrations } from "@kretsbutiken/database";

export const authMigrations: Migrations = {
  "0001_initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("username", "varchar(64)", (c) => c.unique())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("emails")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("address", "varchar(254)", (c) => c.notNull().unique())
        .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_primary", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("emails_user_id").on("emails").column("user_id").execute();
      await db.schema
        .createTable("passwords")
        .addColumn("user_id", "varchar(36)", (c) =>
          c.primaryKey().references("users.id").onDelete("cascade"),
        )
        .addColumn("hash", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("passcodes")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("email", "varchar(254)", (c) => c.notNull())
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("ttl_seconds", "integer", (c) => c.notNull())
        .addColumn("try_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("flows")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("flow_name", "varchar(32)", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("csrf_token", "varchar(64)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("flows_expires_at").on("flows").column("expires_at").execute();
      await db.schema
        .createTable("sessions")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("user_agent", "text")
        .addColumn("ip_address", "varchar(64)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_used", "varchar(32)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
      await db.schema
        .createTable("signing_keys")
        .addColumn("kid", "varchar(64)", (c) => c.primaryKey())
        .addColumn("private_jwk", "text", (c) => c.notNull())
        .addColumn("public_jwk", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "signing_keys",
        "sessions",
        "flows",
        "passcodes",
        "passwords",
        "emails",
        "users",
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
};
