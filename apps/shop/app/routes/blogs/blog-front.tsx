// /blog and /blogs: the blog's front page, the listing of blog-listing.tsx in its default
// arrangement. Its own module only so that it, unlike the arrangements, is in sitemap.xml.
import type { ShopHandle } from "../../layout/route-handle.ts";

export { loader, meta, default, ErrorBoundary } from "./blog-listing.tsx";

export const handle: ShopHandle = { indexable: true, sharedPage: true };
