// What a customer saved or asked for outside their orders, for the data-access export
// (customer-export.ts): the account's address book and Min garage (devices with their check
// reminders), and, by the customer's e-mail addresses, product alerts and workshop bookings.
// Erasure removes the same (customer-erasure.ts).
import { emailIn, type CustomerIdentity } from "./customer-identity.ts";
import { iso, type Db } from "./customer-holdings.ts";

export interface SavedData {
  savedAddresses: {
    label: string | null;
    name: string;
    street: string;
    postcode: string;
    city: string;
    isDefault: boolean;
    savedAt: string;
  }[];
  garage: {
    kind: string;
    model: string | null;
    product: number | null;
    serialNumber: string | null;
    odometerKm: number | null;
    odometerAt: string | null;
    savedAt: string;
    reminders: {
      email: string;
      everyKm: number | null;
      everyMonths: number | null;
      status: string;
      lastCheckKm: number | null;
      lastCheckAt: string;
      confirmedAt: string | null;
    }[];
  }[];
  productAlerts: {
    email: string;
    product: number;
    kind: string;
    targetPrice: number | null;
    status: string;
    signedUpAt: string;
    confirmedAt: string | null;
  }[];
  workshopBookings: {
    service: string;
    startsAt: string;
    endsAt: string;
    name: string;
    email: string;
    phone: string;
    model: string | null;
    errorCode: string | null;
    note: string | null;
    status: string;
    bookedAt: string;
    cancelledAt: string | null;
  }[];
}

const orNull = (value: string | null) => (value === null ? null : iso(value));

export async function savedDataOf(
  db: Db,
  customer: CustomerIdentity,
  emails: readonly string[],
): Promise<SavedData> {
  const userId = customer.kind === "account" ? customer.userId : undefined;
  const [addresses, devices, reminders, alerts, bookings] = await Promise.all([
    userId
      ? db
          .selectFrom("saved_addresses")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("created_at")
          .execute()
      : [],
    userId
      ? db
          .selectFrom("garage_devices")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("created_at")
          .execute()
      : [],
    userId
      ? db
          .selectFrom("garage_reminders")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("created_at")
          .execute()
      : [],
    db
      .selectFrom("product_alerts")
      .selectAll()
      .where(emailIn("email", emails))
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("workshop_bookings")
      .selectAll()
      .where(emailIn("email", emails))
      .orderBy("starts_at")
      .execute(),
  ]);
  return {
    savedAddresses: addresses.map((row) => ({
      label: row.label,
      name: row.name,
      street: row.street,
      postcode: row.postcode,
      city: row.city,
      isDefault: Number(row.is_default) === 1,
      savedAt: iso(row.created_at),
    })),
    garage: devices.map((device) => ({
      kind: device.kind,
      model: device.model,
      product: device.product_id === null ? null : Number(device.product_id),
      serialNumber: device.serial_number,
      odometerKm: device.odometer_km === null ? null : Number(device.odometer_km),
      odometerAt: orNull(device.odometer_at),
      savedAt: iso(device.created_at),
      reminders: reminders
        .filter((reminder) => reminder.device_id === device.id)
        .map((reminder) => ({
          email: reminder.email,
          everyKm: reminder.every_km === null ? null : Number(reminder.every_km),
          everyMonths: reminder.every_months === null ? null : Number(reminder.every_months),
          status: reminder.status,
          lastCheckKm: reminder.last_check_km === null ? null : Number(reminder.last_check_km),
          lastCheckAt: iso(reminder.last_check_at),
          confirmedAt: orNull(reminder.confirmed_at),
        })),
    })),
    productAlerts: alerts.map((alert) => ({
      email: alert.email,
      product: Number(alert.product_id),
      kind: alert.kind,
      targetPrice: alert.target_price === null ? null : Number(alert.target_price),
      status: alert.status,
      signedUpAt: iso(alert.created_at),
      confirmedAt: orNull(alert.confirmed_at),
    })),
    workshopBookings: bookings.map((booking) => ({
      service: booking.service,
      startsAt: iso(booking.starts_at),
      endsAt: iso(booking.ends_at),
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      model: booking.model,
      errorCode: booking.error_code,
      note: booking.note,
      status: booking.status,
      bookedAt: iso(booking.created_at),
      cancelledAt: orNull(booking.cancelled_at),
    })),
  };
}
