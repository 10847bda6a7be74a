// The front matter of an article file (content/blog/README.md): parsed as YAML, checked field
// by field. Every problem is reported in words a writer understands, with the file's name.
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import {
  AUTHORS,
  CATEGORIES,
  type AuthorId,
  type CategoryId,
} from "../../domain/blog/blog-taxonomy.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date is written YYYY-MM-DD")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "not a calendar date",
  );

export const frontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(10).max(120),
    summary: z.string().trim().min(40).max(320),
    published: isoDate,
    updated: isoDate,
    author: z.enum(Object.keys(AUTHORS) as [AuthorId, ...AuthorId[]]),
    category: z.enum(Object.keys(CATEGORIES) as [CategoryId, ...CategoryId[]]),
    tags: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "tags are lowercase a-z, 0-9 and -"))
      .min(2)
      .max(6),
    imageAlt: z.string().trim().min(5).max(250),
    products: z.array(z.number().int().positive()).max(6).default([]),
  })
  .refine((matter) => matter.updated >= matter.published, {
    message: "updated is before published",
    path: ["updated"],
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Splits a file into its front matter and its Markdown body; problems instead when it cannot. */
export function readFrontMatter(
  source: string,
): { ok: true; matter: FrontMatter; body: string } | { ok: false; problems: string[] } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) return { ok: false, problems: ["no front matter between --- lines at the top"] };
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    return { ok: false, problems: [`front matter is not YAML: ${(error as Error).message}`] };
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`,
      ),
    };
  }
  return { ok: true, matter: parsed.data, body: match[2]! };
}
