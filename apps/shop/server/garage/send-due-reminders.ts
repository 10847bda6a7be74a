// The check reminders' sender (server.ts runs it on every instance, hourly, like the alerts'
// job): finds the active reminders not yet mailed this period, decides with the odometer the
// rider entered and the calendar whether each is due (domain/garage/check-reminder.ts), and
// mails each due one once. As with product alerts, a reminder is claimed by one conditional
// update (reminded_at null → now) before its mail, so two instances send one mail; a mail that
// fails gives the claim back. "Kontroll gjord" clears reminded_at: the next period begins.
import type { Kysely } from "@kretsbutiken/database";
import { checkDueness } from "../../domain/garage/check-reminder.ts";
import { GARAGE_PATH, REMINDER_UNSUBSCRIBE_PATH } from "../../domain/garage/garage-paths.ts";
import { isModelSlug, modelName } from "../../domain/garage/saved-device.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { ShopMailer } from "../mail/shop-mailer.ts";
import type { UnsubscribeLinks } from "../newsletter/newsletter-links.ts";
import { checkReminderMail } from "./reminder-mails.ts";

/** Reminders looked at per run; a run with more leaves the rest to the next one. */
export const REMINDERS_PER_RUN = 500;

export async function sendDueReminders(
  db: Kysely<ShopDatabase>,
  {
    mailer,
    links,
    origin,
    now,
    log,
  }: {
    mailer: ShopMailer;
    links: UnsubscribeLinks;
    origin: string;
    now: () => Date;
    log: (error: unknown) => void;
  },
): Promise<number> {
  const rows = await db
    .selectFrom("garage_reminders as r")
    .innerJoin("garage_devices as d", "d.id", "r.device_id")
    .select([
      "r.id",
      "r.email",
      "r.language",
      "r.every_km",
      "r.every_months",
      "r.last_check_km",
      "r.last_check_at",
      "d.model",
      "d.odometer_km",
    ])
    .where("r.status", "=", "active")
    .where("r.reminded_at", "is", null)
    .orderBy("r.last_check_at")
    .limit(REMINDERS_PER_RUN)
    .execute();
  let sent = 0;
  for (const row of rows) {
    const rule = {
      everyKm: row.every_km === null ? undefined : Number(row.every_km),
      everyMonths: row.every_months === null ? undefined : Number(row.every_months),
    };
    const dueness = checkDueness(
      {
        ...rule,
        lastCheckKm: row.last_check_km === null ? undefined : Number(row.last_check_km),
        lastCheckAt: String(row.last_check_at),
      },
      row.odometer_km === null ? undefined : Number(row.odometer_km),
      now(),
    );
    if (!dueness.due || !dueness.reason) continue;

    const claimedAt = now().toISOString();
    const claim = await db
      .updateTable("garage_reminders")
      .set({ reminded_at: claimedAt })
      .where("id", "=", row.id)
      .where("status", "=", "active")
      .where("reminded_at", "is", null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) continue;

    const language = row.language === "en" ? "en" : "se";
    try {
      await mailer.send(
        checkReminderMail(row.email, language, {
          scooter: isModelSlug(row.model) ? modelName(row.model) : "",
          rule,
          reason: dueness.reason,
          kmSince: dueness.kmSince,
          garageUrl: new URL(GARAGE_PATH, origin).href,
          unsubscribeUrl: links.url(origin, REMINDER_UNSUBSCRIBE_PATH, row.id),
        }),
      );
      sent += 1;
    } catch (error) {
      log(error);
      await db
        .updateTable("garage_reminders")
        .set({ reminded_at: null })
        .where("id", "=", row.id)
        .where("reminded_at", "=", claimedAt)
        .execute();
    }
  }
  return sent;
}
