// The blog listing's arrangements (spec §2's blog_* pages): one listing, laid out as the path
// says. /blog and /blogs are the blog's front page: a grid with the side column on the right.
import type { MessageKey } from "../i18n/messages.ts";

export interface BlogLayout {
  cards: "grid" | "list" | "masonry";
  sidebar: "left" | "right" | "none";
  paging: "pages" | "infinite";
  /** The page's heading; undefined: the blog's own title. */
  title?: MessageKey;
}

const FRONT: BlogLayout = { cards: "grid", sidebar: "right", paging: "pages" };

const LAYOUTS: Record<string, BlogLayout> = {
  blog_listing: { cards: "list", sidebar: "right", paging: "pages", title: "blog.layout.list" },
  blog_masonary: {
    cards: "masonry",
    sidebar: "none",
    paging: "pages",
    title: "blog.layout.masonry",
  },
  blog_no_sidebar: {
    cards: "grid",
    sidebar: "none",
    paging: "pages",
    title: "blog.layout.noSidebar",
  },
  blog_left_sidebar: {
    cards: "grid",
    sidebar: "left",
    paging: "pages",
    title: "blog.layout.leftSidebar",
  },
  blog_right_sidebar: {
    cards: "grid",
    sidebar: "right",
    paging: "pages",
    title: "blog.layout.rightSidebar",
  },
  blog_infinite_scroll: {
    cards: "grid",
    sidebar: "none",
    paging: "infinite",
    title: "blog.layout.infinite",
  },
};

/** The arrangement a path names; a loader's data request ends in ".data" (single fetch). */
export function blogLayout(pathname: string): BlogLayout {
  const last =
    pathname
      .replace(/(\.data)?\/?$/, "")
      .split("/")
      .pop() ?? "";
  return LAYOUTS[last] ?? FRONT;
}
