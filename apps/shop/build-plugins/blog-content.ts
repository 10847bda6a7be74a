// The blog's articles, read from content/blog/ once per build (server/blog/read-articles.ts)
// and compiled into the server as `virtual:kb-blog`: serving an article reads neither a
// database nor a file. A problem in any article fails the build, naming the file. The
// browser never imports the module; the pages get what they show from their loaders.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import type * as CataloguePaths from "../server/blog/catalogue-paths.ts";
import type * as ReadArticles from "../server/blog/read-articles.ts";

const ID = "virtual:kb-blog";
const RESOLVED_ID = `\0${ID}`;

async function readContent(shopDir: string): Promise<ReadArticles.BlogContent> {
  const load = (file: string) => import(pathToFileURL(path.join(shopDir, file)).href);
  const [{ readBlog }, { seedProductPaths }] = (await Promise.all([
    load("server/blog/read-articles.ts"),
    load("server/blog/catalogue-paths.ts"),
  ])) as [typeof ReadArticles, typeof CataloguePaths];
  return readBlog(path.join(shopDir, "content/blog"), seedProductPaths());
}

export function blogContentPlugin(shopFolder: string): Plugin {
  const shopDir = path.resolve(shopFolder);
  return {
    name: "kb-blog-content",
    resolveId(source) {
      return source === ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      if (this.environment?.name === "client") {
        this.error(`${ID} is the server's; the browser gets articles from the pages' loaders`);
      }
      this.addWatchFile(path.join(shopDir, "content/blog"));
      const content = await readContent(shopDir);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(content))});\n`;
    },
  };
}
