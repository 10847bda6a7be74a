// The shop's tables as Kysely sees them today. Migrations (migrations.ts) own the history.
import type { ColumnType, IsoTimestamp } from "@kretsbutiken/database";

type CreatedAt = ColumnType<IsoTimestamp, IsoTimestamp | undefined, never>;

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lowercased and trimmed, so one address subscribes once. */
  email: string;
  /** The interface language at sign-up ("se" or "en"): the letters' language. */
  language: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  order_number: string | null;
  message: string;
  language: string;
  created_at: CreatedAt;
}

export interface ShopDatabase {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
}
