/** A postal address as an order keeps it: billing, shipping, what the admin and the books show. */
export interface Address {
  name: string;
  street: string;
  /** Written "123 45". */
  postcode: string;
  city: string;
}
