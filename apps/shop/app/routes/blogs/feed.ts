// /blog/rss/sv.xml and /blog/rss/en.xml: the blog's feed per language (blog/rss-feed.server.ts).
import { rssFeed } from "../../blog/rss-feed.server.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { Language } from "../../../domain/language.ts";
import type { Route } from "./+types/feed";

// A Map, not an object: /blog/rss/__proto__ must name no feed.
const FEEDS = new Map<string, Language>([
  ["sv.xml", "se"],
  ["en.xml", "en"],
]);

export function loader({ params, context }: Route.LoaderArgs) {
  const language = FEEDS.get(params.file);
  if (!language) return new Response("Not found", { status: 404 });
  const origin = context.get(servicesContext).publicUrl;
  return new Response(rssFeed(origin, language), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600, stale-while-revalidate=3600",
    },
  });
}
