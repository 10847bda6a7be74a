// Min garage's server side (routes/page/garage.tsx): signed-in shoppers only, like the
// dashboard. Every change is a plain form post from this shop's own pages (Fetch Metadata, else
// Origin: the dashboard's protection against cross-site posts), read through the shop's one form
// reader, limited per shopper, and answered post/redirect/get. A refused post comes back with
// everything typed and each field's message (4xx), never a 500.
import { data, redirect, type RouterContextProvider } from "react-router";
import { productPath } from "../../domain/catalogue/product-path.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { checkDueness } from "../../domain/garage/check-reminder.ts";
import { GARAGE_PATH } from "../../domain/garage/garage-paths.ts";
import { GADGET_TYPES } from "../../domain/garage/device-fit.ts";
import {
  isDeviceKind,
  modelName,
  type DeviceKind,
  type SavedDevice,
} from "../../domain/garage/saved-device.ts";
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";
import type { ReminderView } from "../../server/garage/check-reminders.ts";
import { requireShopper } from "../account/guards.ts";
import { isSameOriginPost } from "../admin/admin-guard.server.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import { deviceLine } from "./device-line.ts";
import {
  parseGadgetForm,
  parseReminderForm,
  parseScooterChangeForm,
  parseScooterForm,
} from "./garage-form-schema.ts";
import {
  DONE_KINDS,
  GARAGE_INTENTS,
  type DeviceShown,
  type GadgetChoice,
  type GarageDone,
  type GarageIntent,
  type GarageRefusal,
  type GarageView,
} from "./garage-state.ts";

type Context = Readonly<RouterContextProvider>;

/** Phones, tablets and consoles offered per kind: the best sellers first. */
const GADGETS_PER_KIND = 200;

const isIntent = (value: unknown): value is GarageIntent =>
  (GARAGE_INTENTS as readonly unknown[]).includes(value);
const isDone = (value: unknown): value is GarageDone =>
  (DONE_KINDS as readonly unknown[]).includes(value);
const donePath = (kind: GarageDone) => `${GARAGE_PATH}?done=${kind}`;

function shown(
  device: SavedDevice,
  products: ReadonlyMap<number, Product>,
  reminders: readonly ReminderView[],
  now: Date,
): DeviceShown {
  if (device.kind === "scooter") {
    const reminder = reminders.find((r) => r.deviceId === device.id);
    return {
      id: device.id,
      kind: "scooter",
      model: device.model,
      name: modelName(device.model),
      serialNumber: device.serialNumber,
      odometerKm: device.odometerKm,
      odometerAt: device.odometerAt,
      reminder: reminder && {
        status: reminder.status,
        email: reminder.email,
        everyKm: reminder.everyKm,
        everyMonths: reminder.everyMonths,
        lastCheckAt: reminder.lastCheckAt,
        dueness: checkDueness(reminder, device.odometerKm, now),
      },
    };
  }
  const product = products.get(device.productId);
  return {
    id: device.id,
    kind: device.kind,
    productId: device.productId,
    name: product?.name,
    productPath: product && productPath(product),
    line: product && deviceLine(product),
  };
}

/** The phones, tablets and consoles the shop sells, per kind, for the add form. */
async function gadgetChoices(context: Context): Promise<GadgetChoice[]> {
  const { catalogue } = context.get(servicesContext);
  return Promise.all(
    (GADGET_TYPES as Exclude<DeviceKind, "scooter">[]).map(async (kind) => ({
      kind,
      options: (await catalogue.shelf({ kind: "type", type: kind }, "popular", GADGETS_PER_KIND))
        .map((product) => ({ id: product.id, name: product.name }))
        .sort((a, b) => a.name.se.localeCompare(b.name.se, "sv")),
    })),
  );
}

export async function loadGarage(request: Request, context: Context): Promise<GarageView> {
  const { userId, email } = requireShopper(request, context);
  const services = context.get(servicesContext);
  const [devices, reminders, gadgets] = await Promise.all([
    services.garageDevices.list(userId),
    services.checkReminders.forUser(userId),
    gadgetChoices(context),
  ]);
  const ids = devices.flatMap((d) => (d.kind === "scooter" ? [] : [d.productId]));
  const products = new Map(
    (ids.length > 0 ? await services.catalogue.byIds(ids) : []).map((p) => [p.id, p]),
  );
  const now = new Date();
  const done = new URL(request.url).searchParams.get("done");
  return {
    devices: devices.map((device) => shown(device, products, reminders, now)),
    limit: services.garageDevices.limit,
    models: SCOOTER_MODELS.map((model) => ({ slug: model.slug, name: model.name })),
    gadgets,
    email: email ?? "",
    done: isDone(done) ? done : undefined,
  };
}

/** The text fields of a post, each cut to a sane length. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") values[name] = value.slice(0, 300);
  }
  return values;
}

export async function submitGarage(request: Request, context: Context) {
  const { userId } = requireShopper(request, context);
  const refuse = (status: number, refusal: Partial<GarageRefusal>) =>
    data<GarageRefusal>(
      { intent: undefined, id: undefined, values: {}, errors: {}, problem: undefined, ...refusal },
      { status },
    );
  if (!isSameOriginPost(request)) return refuse(403, { problem: "request.malformed" });
  const read = await readForm(request, context);
  if (!read.ok) return refuse(read.problem.status, { problem: "request.malformed" });
  const { form } = read;
  const values = typedValues(form);
  const intent = form.get("intent");
  const given = form.get("id");
  const id = typeof given === "string" ? given.slice(0, 64) : undefined;
  if (!isIntent(intent)) return refuse(400, { values, problem: "request.malformed" });
  const asked = { intent, id, values };

  const services = context.get(servicesContext);
  const garage = services.garageDevices;
  if (!services.garageWriteLimit.take(userId)) {
    return refuse(429, { ...asked, problem: "garage.error.tooMany" });
  }
  const notFound = () => refuse(404, { ...asked, problem: "garage.error.notFound" });
  const invalid = (errors: GarageRefusal["errors"]) =>
    refuse(400, { ...asked, errors, problem: "garage.error.summary" });
  const full = () => refuse(409, { ...asked, problem: "garage.error.full", count: garage.limit });

  switch (intent) {
    case "addScooter": {
      const parsed = parseScooterForm(form);
      if (!parsed.ok) return invalid(parsed.errors);
      const added = await garage.add(userId, { kind: "scooter", ...parsed.value });
      return added.ok ? redirect(donePath("added"), 303) : full();
    }
    case "addGadget": {
      const parsed = parseGadgetForm(form);
      if (!parsed.ok) return invalid(parsed.errors);
      const product = await services.catalogue.byId(parsed.value.productId);
      // Only a phone, tablet or console the catalogue has.
      if (!product || !isDeviceKind(product.type) || product.type === "scooter") {
        return invalid({ productId: "garage.error.gadget" });
      }
      const added = await garage.add(userId, { kind: product.type, productId: product.id });
      return added.ok ? redirect(donePath("added"), 303) : full();
    }
    case "updateScooter": {
      const parsed = parseScooterChangeForm(form);
      if (!parsed.ok) return invalid(parsed.errors);
      if (id === undefined || !(await garage.updateScooter(userId, id, parsed.value))) {
        return notFound();
      }
      return redirect(donePath("updated"), 303);
    }
    case "remove":
      return id !== undefined && (await garage.remove(userId, id))
        ? redirect(donePath("removed"), 303)
        : notFound();
    case "remind": {
      const device = id === undefined ? undefined : await garage.find(userId, id);
      if (!device || device.kind !== "scooter") return notFound();
      const parsed = parseReminderForm(form);
      if (!parsed.ok) return invalid(parsed.errors);
      const outcome = await services.checkReminders.ask({
        userId,
        deviceId: device.id,
        ...parsed.value,
        language: context.get(preferencesContext).language,
        scooter: modelName(device.model),
        origin: services.publicUrl,
      });
      if (outcome === "not-found") return notFound();
      if (outcome === "mail-failed") {
        return refuse(503, { ...asked, problem: "garage.error.mailFailed" });
      }
      const done: Record<typeof outcome, GarageDone> = {
        "confirmation-sent": "reminderSent",
        "confirmation-sent-recently": "reminderSentRecently",
        updated: "reminderUpdated",
      };
      return redirect(donePath(done[outcome]), 303);
    }
    case "checked":
      return id !== undefined && (await services.checkReminders.checked(userId, id))
        ? redirect(donePath("checked"), 303)
        : notFound();
    case "stopReminder":
      return id !== undefined && (await services.checkReminders.stop(userId, id))
        ? redirect(donePath("stopped"), 303)
        : notFound();
  }
}
