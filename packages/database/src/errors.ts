/**
 * The package's one error family. Callers branch on `code`, which never changes once
 * released; messages are for people and may be reworded.
 */
export type DatabaseErrorCode = "DATABASE_CONFIG_INVALID" | "DATABASE_MIGRATION_FAILED";

export class DatabaseError extends Error {
  readonly code: DatabaseErrorCode;

  constructor(code: DatabaseErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/**
 * A database setting is unusable. `setting` names what to fix (DATABASE_URL, or the option
 * passed in code); messages never echo a URL, since it may hold a password.
 */
export class DatabaseConfigError extends DatabaseError {
  readonly setting: string;

  constructor(setting: string, message: string) {
    super("DATABASE_CONFIG_INVALID", `${setting}: ${message}`);
    this.setting = setting;
  }
}

export type MigrationDirection = "up" | "down";

/**
 * A migration run failed and was rolled back as a whole. `migrationName` is the migration
 * that threw, or undefined when the run failed before reaching one (no connection, a
 * recorded migration missing from the code).
 */
export class MigrationError extends DatabaseError {
  readonly app: string;
  readonly direction: MigrationDirection;
  readonly migrationName: string | undefined;

  constructor(options: {
    app: string;
    direction: MigrationDirection;
    migrationName: string | undefined;
    message: string;
    cause?: unknown;
  }) {
    const where = options.migrationName
      ? `migration "${options.migrationName}" (${options.direction})`
      : `migrating ${options.direction}`;
    super(
      "DATABASE_MIGRATION_FAILED",
      `${options.app}: ${where} failed: ${options.message}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.app = options.app;
    this.direction = options.direction;
    this.migrationName = options.migrationName;
  }
}
