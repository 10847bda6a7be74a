import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import { contactRetentionCutoffs } from "../../domain/contact/contact-retention.ts";
import type { ShopDatabase } from "../database/schema.ts";

export interface ContactMessage {
  /** Already validated (app/contact/contact-form-schema.ts). */
  name: string;
  email: string;
  phone?: string | undefined;
  orderNumber?: string | undefined;
  message: string;
  language: string;
}

export interface ContactMessages {
  /** Stores the message for customer service and returns its reference. */
  save(message: ContactMessage): Promise<{ id: string }>;
  /**
   * Deletes the messages past the privacy policy's retention
   * (domain/contact/contact-retention.ts) and says how many went.
   */
  deleteExpired(now?: Date): Promise<number>;
}

export function createContactMessages(db: Kysely<ShopDatabase>): ContactMessages {
  return {
    async save(message) {
      const id = randomUUID();
      await db
        .insertInto("contact_messages")
        .values({
          id,
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          order_number: message.orderNumber ?? null,
          message: message.message,
          language: message.language,
        })
        .execute();
      return { id };
    },

    async deleteExpired(now = new Date()) {
      const { handledBefore, writtenBefore } = contactRetentionCutoffs(now);
      const deleted = await db
        .deleteFrom("contact_messages")
        .where((eb) =>
          eb.or([
            eb("handled_at", "<", handledBefore.toISOString()),
            eb("created_at", "<", writtenBefore.toISOString()),
          ]),
        )
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
