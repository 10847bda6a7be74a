// A product page's form posts (routes/admin/product.tsx): each form names its action in `intent`
// and, where a save could overwrite someone else's, the product's version its page showed in
// `version`. The form token is checked first (readAdminForm); fields are checked here and
// refused beside each field with nothing changed; then the admin's product service makes the
// change and refuses a stale version. Statuses: 400 for fields, 409 for a conflict, 404 for a
// product that is gone.
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { readAdminForm } from "../admin-form.server.ts";
import type { StaffRequest } from "../staff-context.ts";
import type { AdminProducts } from "../../../server/admin/products/admin-products.ts";
import {
  isProductIntent,
  type ProductActionData,
  type ProductIntent,
} from "./product-action-data.ts";
import { checkText, fieldText } from "./form-text.ts";
import { parseFitmentForm } from "./parse-fitment-form.ts";
import { parseKronor } from "./parse-kronor.ts";
import { parseStockChange } from "./parse-stock-change.ts";
import { pictureLimit } from "./picture-limit.ts";
import { parseDetailsForm, parseEnergyLabelForm, type FieldErrors } from "./product-form.ts";
import { isStockReason } from "../../../domain/catalogue/stock-reasons.ts";
import { parseStockholmWallTime } from "./stockholm-wall-time.ts";

type Answer = ReturnType<typeof data<ProductActionData>>;

interface IntentArgs {
  form: FormData;
  staff: StaffRequest;
  products: AdminProducts;
  id: number;
  /** The version the form was read at; undefined when it carries none. */
  version: number | undefined;
  pictureBytes: number;
}

const answer = (body: ProductActionData, status = 200): Answer => data(body, { status });

const fields = (
  intent: ProductIntent,
  errors: FieldErrors,
  values: Record<string, string>,
  extra: { inStock?: number } = {},
): Answer =>
  answer(
    { ok: false, intent, refusal: "fields", errors, values: { fields: values }, ...extra },
    400,
  );

/** A refusal of the whole change, with its status. */
function refused(
  intent: ProductIntent,
  reason: "conflict" | "not_found" | "started" | "deal",
): Answer {
  const status = reason === "not_found" ? 404 : 409;
  return answer({ ok: false, intent, refusal: reason }, status);
}

/** The steps that take a version: without one, the form cannot say what it was read from. */
function versioned(
  intent: ProductIntent,
  args: IntentArgs,
  step: (version: number) => Promise<Answer>,
): Promise<Answer> {
  return args.version === undefined
    ? Promise.resolve(refused(intent, "conflict"))
    : step(args.version);
}

const HANDLERS: Record<ProductIntent, (args: IntentArgs) => Promise<Answer>> = {
  details: (args) =>
    versioned("details", args, async (version) => {
      const parsed = parseDetailsForm(args.form);
      if (!parsed.ok) {
        return answer(
          {
            ok: false,
            intent: "details",
            refusal: "fields",
            errors: parsed.errors,
            values: parsed.values,
          },
          400,
        );
      }
      const saved = await args.products.saveDetails(
        args.staff.actor,
        args.id,
        version,
        parsed.value,
      );
      return saved.ok
        ? answer({ ok: true, intent: "details", changed: saved.changed })
        : refused("details", saved.reason);
    }),

  energy_label: (args) =>
    versioned("energy_label", args, async (version) => {
      const parsed = parseEnergyLabelForm(args.form);
      if (!parsed.ok) return fields("energy_label", parsed.errors, parsed.values.fields);
      const saved = await args.products.saveEnergyLabel(
        args.staff.actor,
        args.id,
        version,
        parsed.value,
      );
      if (saved.ok) {
        return answer({
          ok: true,
          intent: "energy_label",
          changed: saved.changed,
          removed: parsed.value === null,
        });
      }
      // Only phones and tablets have the form; a post for another type is told so beside the class.
      if (saved.reason === "not_labelled") {
        return fields("energy_label", { energy_class: "not_labelled" }, {});
      }
      return refused("energy_label", saved.reason);
    }),

  fitment: (args) =>
    versioned("fitment", args, async (version) => {
      const parsed = parseFitmentForm(args.form);
      if (!parsed.ok) return fields("fitment", parsed.errors, parsed.values.fields);
      const saved = await args.products.saveFitment(
        args.staff.actor,
        args.id,
        version,
        parsed.value,
      );
      if (saved.ok) {
        return answer({
          ok: true,
          intent: "fitment",
          changed: saved.changed,
          removed: parsed.value === null,
        });
      }
      // Only scooter parts have the form; a post for another type is told so beside the kind.
      if (saved.reason === "not_a_part") return fields("fitment", { kind: "not_a_part" }, {});
      return refused("fitment", saved.reason);
    }),

  publish: (args) => publishing("publish", args),
  unpublish: (args) => publishing("unpublish", args),

  price: (args) =>
    versioned("price", args, async (version) => {
      const values = {
        price: fieldText(args.form, "price").slice(0, 40),
        starts: fieldText(args.form, "starts").slice(0, 40),
      };
      const errors: FieldErrors = {};
      const price = parseKronor(values.price);
      if (!price.ok) errors.price = `price_${price.problem}`;
      const startsAt =
        values.starts.trim() === "" ? undefined : parseStockholmWallTime(values.starts);
      if (values.starts.trim() !== "" && !startsAt) errors.starts = "starts_format";
      if (!price.ok || Object.keys(errors).length > 0) return fields("price", errors, values);
      const added = await args.products.addPrice(args.staff.actor, args.id, version, {
        price: price.ore,
        ...(startsAt ? { startsAt } : {}),
      });
      if (added.ok) {
        return answer({
          ok: true,
          intent: "price",
          price: price.ore,
          from: added.startsAt,
          scheduled: added.scheduled,
        });
      }
      if (added.reason === "past") return fields("price", { starts: "price_past" }, values);
      if (added.reason === "same_price") return fields("price", { price: "price_same" }, values);
      return refused("price", added.reason);
    }),

  cancel_price: (args) =>
    versioned("cancel_price", args, async (version) => {
      const startsAt = fieldText(args.form, "startsAt").slice(0, 40);
      const cancelled = await args.products.cancelScheduledPrice(
        args.staff.actor,
        args.id,
        version,
        startsAt,
      );
      return cancelled.ok
        ? answer({ ok: true, intent: "cancel_price" })
        : refused("cancel_price", cancelled.reason);
    }),

  stock: async (args) => {
    const values = {
      reason: fieldText(args.form, "reason").slice(0, 20),
      change: fieldText(args.form, "change").slice(0, 40),
      note: fieldText(args.form, "note").slice(0, 400),
    };
    const errors: FieldErrors = {};
    const reason = isStockReason(values.reason) ? values.reason : undefined;
    if (!reason) errors.reason = "reason";
    const change = parseStockChange(values.change, reason ?? "count");
    if (!change.ok) errors.change = `change_${change.problem}`;
    const noteProblem = checkText(values.note, { max: 200 });
    if (noteProblem) errors.note = noteProblem;
    if (!reason || !change.ok || Object.keys(errors).length > 0) {
      return fields("stock", errors, values);
    }
    const note = values.note.trim();
    const adjusted = await args.products.adjustStock(args.staff.actor, args.id, {
      quantity: change.quantity,
      reason,
      ...(note ? { note } : {}),
    });
    if (adjusted.ok) return answer({ ok: true, intent: "stock", inStock: adjusted.inStock });
    if (adjusted.reason === "below_zero") {
      return fields("stock", { change: "below_zero" }, values, { inStock: adjusted.inStock ?? 0 });
    }
    return refused("stock", adjusted.reason);
  },

  picture: (args) =>
    versioned("picture", args, async (version) => {
      const file = args.form.get("picture");
      if (!(file instanceof File) || file.size === 0) {
        return fields("picture", { picture: "picture_missing" }, {});
      }
      if (file.size > args.pictureBytes)
        return fields("picture", { picture: "picture_too_large" }, {});
      const added = await args.products.addPicture(
        args.staff.actor,
        args.id,
        version,
        new Uint8Array(await file.arrayBuffer()),
      );
      if (added.ok) return answer({ ok: true, intent: "picture" });
      if (added.reason === "not_image")
        return fields("picture", { picture: "picture_not_image" }, {});
      return refused("picture", added.reason);
    }),

  remove_picture: (args) =>
    versioned("remove_picture", args, async (version) => {
      const pictureId = Number(fieldText(args.form, "picture"));
      if (!Number.isSafeInteger(pictureId)) return refused("remove_picture", "not_found");
      const removed = await args.products.removePicture(
        args.staff.actor,
        args.id,
        version,
        pictureId,
      );
      return removed.ok
        ? answer({ ok: true, intent: "remove_picture" })
        : refused("remove_picture", removed.reason);
    }),
};

function publishing(intent: "publish" | "unpublish", args: IntentArgs): Promise<Answer> {
  return versioned(intent, args, async (version) => {
    const saved = await args.products.setPublished(
      args.staff.actor,
      args.id,
      version,
      intent === "publish",
    );
    return saved.ok ? answer({ ok: true, intent }) : refused(intent, saved.reason);
  });
}

/** The version a form carries: a whole number, or undefined for a form not from the page. */
function versionOf(form: FormData): number | undefined {
  const version = Number(fieldText(form, "version"));
  return Number.isSafeInteger(version) && version >= 1 ? version : undefined;
}

export async function productAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: number,
): Promise<Answer> {
  const services = context.get(servicesContext);
  const pictureBytes = pictureLimit(services.bodyLimits.request);
  // Up to the door's limit: a picture is the one admin form that needs more than a form's.
  const read = await readAdminForm(request, context, { maxBytes: services.bodyLimits.request });
  if (!read.ok) {
    if (read.problem.code === "body_too_large") {
      return fields("picture", { picture: "picture_too_large" }, {});
    }
    return answer({ ok: false, intent: "", problem: read.problem.message }, read.problem.status);
  }
  const intent = fieldText(read.form, "intent");
  if (!isProductIntent(intent)) return answer({ ok: false, intent: "", refusal: "intent" }, 400);
  return HANDLERS[intent]({
    form: read.form,
    staff: read.staff,
    products: services.admin.products,
    id,
    version: versionOf(read.form),
    pictureBytes,
  });
}
