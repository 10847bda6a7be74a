import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { specRoutes } from "../../test-support/spec-routes.ts";
import { seedProductPaths } from "./catalogue-paths.ts";
import { BlogContentError, readBlog, type BlogContent } from "./read-articles.ts";

const WORDS = Array.from({ length: 450 }, (_, i) => `ord${i}`).join(" ");
const PRODUCTS = new Map([[2010, "/product/styrenhet/2010"]]);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="10" height="10"/></svg>';

function article(overrides: Record<string, string> = {}, body = `## Rubrik\n\n${WORDS}\n`) {
  const matter = {
    title: "Felkod 14 på Xiaomi – gasreglaget",
    summary: "Vad felkod 14 betyder och hur du felsöker gasreglaget steg för steg.",
    published: "2025-04-22",
    updated: "2026-10-02",
    author: "johan-lindqvist",
    category: "felsokning",
    tags: "[xiaomi, felkod]",
    imageAlt: "Ett styre med gasreglage och en display som visar 14.",
    products: "[2010]",
    ...overrides,
  };
  const yaml = Object.entries(matter)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}`;
}

let dir: string;
function blog(files: Record<string, string>, images = ["felkod-14"]): string {
  dir = mkdtempSync(path.join(tmpdir(), "blog-"));
  mkdirSync(path.join(dir, "images"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  for (const slug of images) writeFileSync(path.join(dir, "images", `${slug}.svg`), SVG);
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function problemsOf(files: Record<string, string>, images?: string[]): string[] {
  try {
    readBlog(blog(files, images), PRODUCTS);
  } catch (error) {
    if (error instanceof BlogContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("readBlog", () => {
  it("reads an article in both languages, rendered, with its contents and reading time", () => {
    const content: BlogContent = readBlog(
      blog({
        "felkod-14.sv.md": article(
          {},
          `## Vad betyder koden?\n\nSe [styrenheten](product:2010). ${WORDS}\n`,
        ),
        "felkod-14.en.md": article({ title: "Error code 14 on Xiaomi – the throttle" }),
      }),
      PRODUCTS,
    );
    const [read] = content.articles;
    expect(read?.slug).toBe("felkod-14");
    expect(read?.text.se.html).toContain('<a href="/product/styrenhet/2010">styrenheten</a>');
    expect(read?.text.se.toc).toEqual([
      { id: "vad-betyder-koden", depth: 2, text: "Vad betyder koden?" },
    ]);
    expect(read?.text.en.title).toBe("Error code 14 on Xiaomi – the throttle");
    expect(read?.text.se.minutes).toBe(2);
    expect(read?.image).toMatch(/^\/blog\/images\/felkod-14\.svg\?v=[\w-]{10}$/);
    expect(content.images["felkod-14"]).toBe(SVG);
  });

  it("names every problem at once: a missing translation, a dead link, bad front matter", () => {
    const problems = problemsOf(
      {
        "felkod-14.sv.md": article(
          {},
          `## A\n\n[x](product:9999) [y](article:nope) <b>!</b>\n${WORDS}`,
        ),
        "felkod-15.sv.md": article({ author: "someone" }),
        "felkod-15.en.md": article({ tags: "[Xiaomi]" }),
        "kort.sv.md": article({}, "## Kort\n\nFör få ord."),
        "datum.sv.md": article({ updated: "2020-01-01" }),
        "datum.en.md": article(),
        "kort.en.md": article({ published: "2025-05-01" }, "# Rubrik\n\nFör få ord."),
      },
      ["felkod-14", "kort"],
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "felkod-14.sv.md: links to product 9999, which is not in the catalogue",
        'felkod-14.sv.md: links to article "nope", which does not exist',
        "felkod-14.sv.md: has raw HTML: <b>",
        "felkod-14: the English text is missing",
        expect.stringMatching(/^felkod-15\.sv\.md: author: /),
        expect.stringMatching(/^felkod-15\.en\.md: tags\.0: tags are lowercase/),
        "felkod-15: its picture images/felkod-15.svg is missing",
        "datum.sv.md: updated: updated is before published",
        "kort.en.md: 4 words; an article has 400–1200",
        "kort.en.md: uses a # heading; the title is the page's only h1",
        "kort: published differs between the Swedish and the English text",
      ]),
    );
  });

  it("refuses a picture that runs script or fetches from elsewhere", () => {
    const files = { "felkod-14.sv.md": article(), "felkod-14.en.md": article() };
    dir = blog(files);
    writeFileSync(
      path.join(dir, "images", "felkod-14.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><image href="https://x.se/a.png"/></svg>',
    );
    expect(() => readBlog(dir, PRODUCTS)).toThrow(/has script[\s\S]*refers to something outside/);
  });
});

describe("the repository's blog", () => {
  const shopDir = path.resolve(import.meta.dirname, "../..");
  const content = readBlog(path.join(shopDir, "content/blog"), seedProductPaths());
  dir = "";

  it("reads cleanly: every article in Swedish and English, every link and product real", () => {
    const files = readdirSync(path.join(shopDir, "content/blog")).filter((f) =>
      f.endsWith(".sv.md"),
    );
    expect(content.articles).toHaveLength(files.length);
    expect(content.articles.length).toBeGreaterThanOrEqual(20);
  });

  it("has every article of the spec", () => {
    const slugs = content.articles.map((a) => a.slug);
    const specArticles = specRoutes
      .filter((route) => route.family === "article")
      .map((route) => route.path.replace("/blogs/", ""));
    expect(specArticles).toHaveLength(13);
    for (const slug of specArticles) expect(slugs).toContain(slug);
  });

  it("lists the newest first", () => {
    const dates = content.articles.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
