// The auth server's own migrations, in order. Never edit one that has shipped: add a new one.
import { sql, type Kysely, type Migrations } from "@kretsbutiken/database";

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
  // An unverified address belongs to nobody (docs/decisions/0016): the address is unique only
  // among verified rows (one owner) and among unverified primaries (accounts registered
  // without verification); any number of accounts may have added it unverified.
  "0002_unverified_addresses_belong_to_nobody": {
    async up(db: Kysely<unknown>, { dialect }) {
      if (dialect === "postgres") {
        await sql`alter table emails drop constraint if exists emails_address_key`.execute(db);
      } else {
        // SQLite cannot drop a column's UNIQUE: the table is rebuilt without it.
        await sql`create table emails_rebuilt (
          id varchar(36) primary key,
          user_id varchar(36) not null references users(id) on delete cascade,
          address varchar(254) not null,
          verified integer not null default 0,
          is_primary integer not null default 0,
          created_at varchar(32) not null,
          updated_at varchar(32) not null)`.execute(db);
        await sql`insert into emails_rebuilt
          select id, user_id, address, verified, is_primary, created_at, updated_at from emails`.execute(
          db,
        );
        await sql`drop table emails`.execute(db);
        await sql`alter table emails_rebuilt rename to emails`.execute(db);
        await sql`create index emails_user_id on emails (user_id)`.execute(db);
      }
      await sql`create unique index emails_verified_address on emails (address)
        where verified = 1`.execute(db);
      await sql`create unique index emails_unverified_primary_address on emails (address)
        where verified = 0 and is_primary = 1`.execute(db);
      await sql`create unique index emails_user_address on emails (user_id, address)`.execute(db);
      await sql`create index emails_address on emails (address)`.execute(db);
    },
  },
  // The profile's `patch_metadata` (flow-api.md §2.7) keeps the user's unsafe metadata.
  "0003_user_unsafe_metadata": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("users").addColumn("unsafe_metadata", "text").execute();
    },
  },
  // Passkeys and security keys (flow-api.md §3.2).
  "0004_webauthn_credentials": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("webauthn_credentials")
        .addColumn("id", "varchar(1024)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("name", "varchar(64)")
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("attestation_type", "varchar(32)", (c) => c.notNull())
        .addColumn("aaguid", "varchar(36)", (c) => c.notNull())
        .addColumn("sign_count", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("transports", "text", (c) => c.notNull())
        .addColumn("backup_eligible", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("backup_state", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("mfa_only", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_used_at", "varchar(32)")
        .execute();
      await db.schema
        .createIndex("webauthn_credentials_user_id")
        .on("webauthn_credentials")
        .column("user_id")
        .execute();
    },
  },
  // The second factor: authenticator-app secrets (sealed under SECRETS_KEY) with the last time
  // step used, and the devices a user trusts to skip it (flow-api.md §5.2).
  "0005_mfa": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("otp_secrets")
        .addColumn("user_id", "varchar(36)", (c) =>
          c.primaryKey().references("users.id").onDelete("cascade"),
        )
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("last_used_step", "bigint")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("trusted_devices")
        .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("trusted_devices_user_id")
        .on("trusted_devices")
        .column("user_id")
        .execute();
    },
  },
  // Sign-in with other accounts (flow-api.md §2.2 thirdparty, §3 Identity): the accounts at
  // OAuth/OIDC and SAML providers linked to a user, the one-time tokens a callback hands the
  // browser for `exchange_token`, and what SAML needs to refuse replays across instances.
  "0006_identities": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("identities")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("email_id", "varchar(36)", (c) => c.references("emails.id").onDelete("set null"))
        .addColumn("provider_id", "varchar(255)", (c) => c.notNull())
        .addColumn("provider_user_id", "varchar(255)", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .addUniqueConstraint("identities_provider_subject", ["provider_id", "provider_user_id"])
        .execute();
      await db.schema
        .createIndex("identities_user_id")
        .on("identities")
        .column("user_id")
        .execute();
      await db.schema
        .createTable("one_time_tokens")
        .addColumn("value_hash", "varchar(64)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("identity_id", "varchar(36)", (c) =>
          c.notNull().references("identities.id").onDelete("cascade"),
        )
        .addColumn("flow_id", "varchar(36)")
        .addColumn("code_verifier_hash", "varchar(64)")
        .addColumn("email_verified", "integer", (c) => c.notNull())
        .addColumn("user_created", "integer", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("saml_messages")
        .addColumn("kind", "varchar(16)", (c) => c.notNull())
        .addColumn("id", "varchar(255)", (c) => c.notNull())
        .addColumn("data", "text")
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("saml_messages_pk", ["kind", "id"])
        .execute();
    },
  },
  // Connecting a provider from the profile links nothing at the callback: the account waits
  // here until the user who asked takes it in their own flow (docs/decisions/0043).
  "0007_pending_connections": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("pending_connections")
        .addColumn("value_hash", "varchar(64)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("flow_id", "varchar(36)", (c) => c.notNull())
        .addColumn("code_verifier_hash", "varchar(64)")
        .addColumn("provider_id", "varchar(255)", (c) => c.notNull())
        .addColumn("provider_user_id", "varchar(255)", (c) => c.notNull())
        .addColumn("email", "varchar(254)")
        .addColumn("email_verified", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  },
  // The audit log (docs/decisions/0063), append-only in the database: no entry is ever
  // changed, and one is deleted only once the retention job has moved the cutoff past it. The
  // cutoff starts as "" (before every ISO time: nothing may go) and may not be set into the
  // future, so an entry written from now on is safe from every DELETE until it has aged.
  "0008_audit_logs": {
    async up(db: Kysely<unknown>, { dialect }) {
      await db.schema
        .createTable("audit_logs")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("type", "varchar(64)", (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("meta_http_request_id", "varchar(128)", (c) => c.notNull())
        .addColumn("meta_source_ip", "varchar(64)", (c) => c.notNull())
        .addColumn("meta_user_agent", "text", (c) => c.notNull())
        // No reference to users: the entries outlive the account they describe.
        .addColumn("actor_user_id", "varchar(36)")
        .addColumn("actor_email", "varchar(254)")
        .addColumn("details", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        // The order entries were written in, for those of one millisecond (a registration's
        // user_created and passkey_created): one more than the highest so far.
        .addColumn("seq", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("audit_logs_created_at")
        .on("audit_logs")
        .columns(["created_at", "seq"])
        .execute();
      await db.schema.createIndex("audit_logs_seq").on("audit_logs").column("seq").execute();
      await db.schema
        .createIndex("audit_logs_actor_user_id")
        .on("audit_logs")
        .column("actor_user_id")
        .execute();
      await db.schema
        .createTable("audit_log_retention")
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("cutoff", "varchar(32)", (c) => c.notNull())
        .execute();
      await sql`insert into audit_log_retention (id, cutoff) values (1, '')`.execute(db);
      if (dialect === "postgres") {
        await sql`create function audit_logs_append_only() returns trigger language plpgsql as $$
          begin
            if tg_op = 'UPDATE' then
              raise exception 'audit_logs is append-only';
            end if;
            if old.created_at >= (select cutoff from audit_log_retention where id = 1) then
              raise exception 'audit_logs: entry is within the retention period';
            end if;
            return old;
          end $$`.execute(db);
        await sql`create trigger audit_logs_append_only before update or delete on audit_logs
          for each row execute function audit_logs_append_only()`.execute(db);
        await sql`create function audit_log_retention_guard() returns trigger language plpgsql as $$
          begin
            if tg_op = 'DELETE' then
              raise exception 'audit_log_retention keeps its row';
            end if;
            if new.cutoff > to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') then
              raise exception 'audit_log_retention: the cutoff may not lie in the future';
            end if;
            return new;
          end $$`.execute(db);
        await sql`create trigger audit_log_retention_guard before update or delete
          on audit_log_retention for each row execute function audit_log_retention_guard()`.execute(
          db,
        );
      } else {
        await sql`create trigger audit_logs_no_update before update on audit_logs
          begin select raise(abort, 'audit_logs is append-only'); end`.execute(db);
        await sql`create trigger audit_logs_no_early_delete before delete on audit_logs
          when old.created_at >= (select cutoff from audit_log_retention where id = 1)
          begin select raise(abort, 'audit_logs: entry is within the retention period'); end`.execute(
          db,
        );
        await sql`create trigger audit_log_retention_no_delete before delete on audit_log_retention
          begin select raise(abort, 'audit_log_retention keeps its row'); end`.execute(db);
        await sql`create trigger audit_log_retention_not_ahead before update on audit_log_retention
          when new.cutoff > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          begin select raise(abort, 'audit_log_retention: the cutoff may not lie in the future'); end`.execute(
          db,
        );
      }
    },
  },
  // The admin API's public and private metadata (Hanko's user_metadata), beside unsafe_metadata.
  "0009_user_admin_metadata": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("users").addColumn("public_metadata", "text").execute();
      await db.schema.alterTable("users").addColumn("private_metadata", "text").execute();
    },
  },
  // Webhooks (apps/auth/src/webhooks/): subscriptions, the durable delivery queue, and the
  // cursor up to which the dispatcher has turned audit log entries into deliveries. The cursor
  // starts at the log's end: subscriptions receive what happens after they exist.
  "0010_webhooks": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("webhooks")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("callback", "text", (c) => c.notNull())
        .addColumn("events", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("failing_since", "varchar(32)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("webhook_deliveries")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("webhook_id", "varchar(36)", (c) =>
          c.notNull().references("webhooks.id").onDelete("cascade"),
        )
        .addColumn("audit_log_id", "varchar(36)", (c) => c.notNull())
        .addColumn("event", "varchar(64)", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
        .addColumn("delivered_at", "varchar(32)")
        .addColumn("last_error", "text")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      // One delivery per entry and subscription, however often the entry is looked at.
      await db.schema
        .createIndex("webhook_deliveries_entry")
        .on("webhook_deliveries")
        .columns(["webhook_id", "audit_log_id"])
        .unique()
        .execute();
      await db.schema
        .createIndex("webhook_deliveries_due")
        .on("webhook_deliveries")
        .columns(["delivered_at", "next_attempt_at"])
        .execute();
      await db.schema
        .createTable("webhook_cursor")
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("last_seq", "bigint", (c) => c.notNull())
        .execute();
      await sql`insert into webhook_cursor (id, last_seq)
        select 1, coalesce(max(seq), 0) from audit_logs`.execute(db);
    },
  },
  // "Logga in med Kretsbutiken" (openid/): the relying parties the admin API registers, the
  // provider's own signing keys (never the session keys), and what oidc-provider keeps between
  // requests (its sessions, interactions, grants, codes and tokens) as one JSON row each.
  "0011_openid": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("openid_clients")
        .addColumn("client_id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("client_secret", "text")
        .addColumn("name", "varchar(100)", (c) => c.notNull())
        .addColumn("redirect_uris", "text", (c) => c.notNull())
        .addColumn("post_logout_redirect_uris", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("openid_signing_keys")
        .addColumn("kid", "varchar(36)", (c) => c.primaryKey())
        .addColumn("private_jwk", "text", (c) => c.notNull())
        .addColumn("public_jwk", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("openid_models")
        .addColumn("model", "varchar(32)", (c) => c.notNull())
        .addColumn("id", "varchar(255)", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("grant_id", "varchar(255)")
        .addColumn("uid", "varchar(255)")
        .addColumn("account_id", "varchar(36)", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("client_id", "varchar(64)", (c) =>
          c.references("openid_clients.client_id").onDelete("cascade"),
        )
        .addColumn("expires_at", "varchar(32)")
        .addColumn("consumed_at", "varchar(32)")
        .addPrimaryKeyConstraint("openid_models_pk", ["model", "id"])
        .execute();
      await db.schema
        .createIndex("openid_models_grant")
        .on("openid_models")
        .column("grant_id")
        .execute();
      await db.schema.createIndex("openid_models_uid").on("openid_models").column("uid").execute();
      await db.schema
        .createIndex("openid_models_account_client")
        .on("openid_models")
        .columns(["account_id", "client_id"])
        .execute();
      await db.schema
        .createIndex("openid_models_expiry")
        .on("openid_models")
        .column("expires_at")
        .execute();
    },
  },
  // Passkey confirmations for risky actions (apps/auth/src/confirmations/, docs/decisions/0070):
  // one row per confirmation, bound to the action's hash. Only the token's SHA-256 is stored;
  // it is unique so a redeem finds its row by hash rather than comparing secrets.
  "0012_confirmations": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("confirmations")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("action", "varchar(64)", (c) => c.notNull())
        .addColumn("action_hash", "varchar(64)", (c) => c.notNull())
        .addColumn("nonce", "varchar(64)", (c) => c.notNull())
        .addColumn("method", "varchar(16)")
        .addColumn("challenge", "varchar(64)", (c) => c.notNull())
        .addColumn("passcode_id", "varchar(36)")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("confirmed_at", "varchar(32)")
        .addColumn("token_hash", "varchar(64)", (c) => c.unique())
        .addColumn("redeemed_at", "varchar(32)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("confirmations_user_id")
        .on("confirmations")
        .column("user_id")
        .execute();
      await db.schema
        .createIndex("confirmations_expires_at")
        .on("confirmations")
        .column("expires_at")
        .execute();
    },
  },
};
