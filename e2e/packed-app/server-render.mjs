// Server rendering with the installed package: importing the React build on Node touches no
// browser global, and <hanko-auth> renders as an empty element that register() upgrades in
// the browser. Prints the HTML and the type of register for e2e/packed-packages.spec.ts.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { register } from "@kretsbutiken/auth-elements";

const html = renderToString(createElement("hanko-auth", { lang: "sv", mode: "login" }));
console.log(JSON.stringify({ html, register: typeof register }));
