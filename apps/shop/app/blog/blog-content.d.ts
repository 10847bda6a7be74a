// The blog compiled into the server build (build-plugins/blog-content.ts): a BlogContent
// (server/blog/read-articles.ts), which app/blog/blog.server.ts reads it as.
declare module "virtual:kb-blog" {
  const content: unknown;
  export default content;
}
