// When the admin marks a product as low on stock: at or below the number from which the
// storefront tells shoppers how many are left ("Bara 3 kvar"), sold-out included.
import { LOW_STOCK } from "../../product-card/stock-status.tsx";

export const ADMIN_LOW_STOCK = LOW_STOCK;

export const isLowStock = (inStock: number): boolean => inStock <= ADMIN_LOW_STOCK;
