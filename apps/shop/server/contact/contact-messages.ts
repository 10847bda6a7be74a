import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
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
  };
}
