// What a customer's admin page loads (customer-page.server.ts, routes/admin/customer.tsx): the
// customer with the names of the products they reviewed, the viewer's role, and on the erasure's
// confirmation step (owners only) what erasing would do. The page's sections read it.
import type { CustomerRecord } from "../../../server/admin/customers/customer-directory.ts";
import type { ErasurePlan } from "../../../server/admin/customers/customer-erasure.ts";
import type { Review } from "../../../server/reviews/review-record.ts";
import type { StaffRole } from "../../../domain/admin/staff-roles.ts";

/** One of the customer's reviews, named by its product in the admin's language. */
export type CustomerReview = Pick<Review, "id" | "productId" | "stars" | "title" | "status"> & {
  /** The product's name, or `#<id>` for one no longer in the catalogue. */
  product: string;
};

export type CustomerView = Omit<CustomerRecord, "reviews"> & { reviews: CustomerReview[] };

export interface CustomerPageData {
  role: StaffRole;
  customer: CustomerView;
  /** Only while an owner is on the erasure's confirmation step (`?radera=1`). */
  plan: ErasurePlan | undefined;
}
