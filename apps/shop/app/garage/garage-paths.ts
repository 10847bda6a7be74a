// Where a saved device leads: Felkodsdoktorn for a scooter's model, the scooter parts that fit
// it (the listing's `passar` filter), and a phone's, tablet's or console's line page.
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";

export const SCOOTER_PARTS_PATH = "/shop/shop_left_sidebar/scooter_part";

export const doctorPath = (model: ModelSlug) => `/felkod/${model}`;

export const partsThatFitPath = (model: ModelSlug) =>
  `${SCOOTER_PARTS_PATH}?${new URLSearchParams({ passar: model }).toString()}`;
