import { describe, expect, it } from "vitest";
import { htmlClasses, selectorClasses, slimStylesheet } from "./slim-stylesheet.ts";

describe("the classes a selector needs", () => {
  it.each([
    [".p-2", ["p-2"]],
    [".sm\\:inline:hover", ["sm:inline"]],
    [".w-1\\/2", ["w-1/2"]],
    [".\\31 0", ["10"]],
    [".\\[\\&\\>\\*\\]\\:p-2>*", ["[&>*]:p-2"]],
    [":where(.space-y-2>:not(:last-child))", ["space-y-2"]],
    [".a:is(.b,.c) .d:not(.e)", ["a", "d"]],
    [".card:has(.badge)", ["card"]],
    ["html,:host", []],
    ["*,:before,:after", []],
  ])("%s needs %j", (selector, classes) => {
    expect(selectorClasses(selector)).toEqual(classes);
  });
});

describe("the classes a page's HTML names", () => {
  it("reads every class attribute, its entities decoded", () => {
    const classes = htmlClasses(
      '<div class="p-2  sm:inline"><p class="[&amp;&gt;*]:p-2 a&#x27;b"></p><i data-class="x"></i></div>',
    );
    expect([...classes].sort()).toEqual(["[&>*]:p-2", "a'b", "p-2", "sm:inline"]);
  });
});

const CSS =
  "/*! banner */@layer theme{:root{--c:red}}@layer utilities{.p-2{padding:2px}.p-4{padding:4px}" +
  "@media (width>=40rem){.sm\\:inline{display:inline}.sm\\:hidden{display:none}}" +
  '.a,.b{color:red}}@property --x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}' +
  "html{color:black}";
const page = (body: string) =>
  `<html><head><style data-kb-stylesheet="" nonce="n1">${CSS}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("a kept page's stylesheet", () => {
  const stylesheet = slimStylesheet(CSS);

  it("keeps the rules of the page's classes and every rule that names none", () => {
    const css = styleOf(stylesheet.slim(page('<p class="p-2 b sm:inline">x</p>')));
    expect(css).toBe(
      "@layer theme{:root{--c:red}}@layer utilities{.p-2{padding:2px}" +
        "@media (width>=40rem){.sm\\:inline{display:inline}}.a,.b{color:red}}" +
        '@property --x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}html{color:black}',
    );
  });

  it("drops a media block left empty", () => {
    const css = styleOf(stylesheet.slim(page('<p class="p-4">x</p>')));
    expect(css).not.toContain("@media");
    expect(css).toContain(".p-4{padding:4px}");
    expect(css).not.toContain(".p-2");
  });

  it("links the whole stylesheet, named after its content, last in the body", () => {
    const html = stylesheet.slim(page('<p class="p-2">x</p>'));
    expect(stylesheet.path).toMatch(/^\/assets\/kb-styles-[\w-]{10}\.css$/);
    expect(html.endsWith(`<link rel="stylesheet" href="${stylesheet.path}"/></body></html>`)).toBe(
      true,
    );
    expect(html).toContain('<style data-kb-stylesheet="" nonce="n1">');
    expect(slimStylesheet(`${CSS}.c{}`).path).not.toBe(stylesheet.path);
  });

  it("leaves a page without the inline stylesheet as it is", () => {
    const html = "<html><head></head><body><p class='p-2'>x</p></body></html>";
    expect(stylesheet.slim(html)).toBe(html);
  });
});
