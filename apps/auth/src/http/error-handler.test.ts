import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { bodyLimitPlugin } from "./body-limit.ts";
import { errorBoundaryPlugin, errorHandler, notFoundHandler } from "./error-handler.ts";
import { HttpError } from "./http-error.ts";
import { errorResult as flowResult } from "../flow/testing/wire-results.ts";

// The plugins on a bare app with routes that fail on purpose; /login stands for a flow route.
function appThrowing(error: unknown) {
  const app = new Hono<AppEnv>();
  app.use(errorBoundaryPlugin());
  app.use(bodyLimitPlugin(1024));
  for (const path of ["/login", "/rest"]) {
    app.post(path, async (c) => {
      await c.req.text();
      throw error;
    });
  }
  app.onError(errorHandler(pino({ level: "silent" })));
  app.notFound(notFoundHandler);
  return app;
}

describe("errorHandler", () => {
  it.each([
    {
      case: "an unexpected error",
      error: new Error("secret database detail"),
      rest: { code: 500, message: "Internal Server Error" },
      flow: flowResult(500, "technical_error", "Something went wrong."),
    },
    {
      case: "a thrown non-Error",
      error: "a string",
      rest: { code: 500, message: "Internal Server Error" },
      flow: flowResult(500, "technical_error", "Something went wrong."),
    },
    {
      case: "HttpError unauthorized",
      error: new HttpError("unauthorized"),
      rest: { code: 401, message: "Unauthorized" },
      flow: flowResult(401, "unauthorized", "The session is invalid."),
    },
    {
      case: "HttpError bad_request",
      error: new HttpError("bad_request", "detail stays in the log"),
      rest: { code: 400, message: "Bad Request" },
      flow: flowResult(400, "form_data_invalid_error", "Form data invalid."),
    },
    {
      case: "HttpError unsupported_media_type",
      error: new HttpError("unsupported_media_type"),
      rest: { code: 415, message: "Unsupported Media Type" },
      flow: flowResult(400, "form_data_invalid_error", "Form data invalid."),
    },
    {
      case: "Hono's HTTPException 403",
      error: new HTTPException(403),
      rest: { code: 403, message: "Forbidden" },
      flow: flowResult(403, "operation_not_permitted_error", "The operation is not permitted."),
    },
    {
      case: "Hono's HTTPException 502 (hidden as 500)",
      error: new HTTPException(502, { message: "upstream detail" }),
      rest: { code: 500, message: "Internal Server Error" },
      flow: flowResult(500, "technical_error", "Something went wrong."),
    },
  ])("answers $case in the route's shape", async ({ error, rest, flow }) => {
    const app = appThrowing(error);
    const restResponse = await app.request("/rest", { method: "POST" });
    expect(restResponse.status).toBe(rest.code);
    expect(await restResponse.json()).toEqual(rest);
    const flowResponse = await app.request("/login", { method: "POST" });
    expect(flowResponse.status).toBe(flow.status);
    expect(await flowResponse.json()).toEqual(flow);
  });

  const cases: { case: string; headers: Record<string, string>; chunked: boolean }[] = [
    { case: "with Content-Length", headers: { "Content-Length": "2048" }, chunked: false },
    { case: "streamed without a length", headers: {}, chunked: true },
  ];
  it.each(cases)("refuses an oversized body $case with 413", async ({ headers, chunked }) => {
    const app = appThrowing(new Error("never reached"));
    const big = "x".repeat(2048);
    const body = chunked
      ? new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(big));
            controller.close();
          },
        })
      : big;
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers,
      body,
      duplex: "half",
    };
    const rest = await app.request("/rest", init);
    expect(rest.status).toBe(413);
    expect(await rest.json()).toEqual({ code: 413, message: "Request Entity Too Large" });
    const flow = await app.request("/login", {
      ...init,
      body: chunked ? new Blob([big]).stream() : big,
    });
    expect(flow.status).toBe(400);
    expect(await flow.json()).toEqual(
      flowResult(400, "form_data_invalid_error", "Form data invalid."),
    );
  });

  it.each([
    { path: "/nowhere", body: { code: 404, message: "Not Found" } },
    {
      path: "/login/",
      body: flowResult(404, "not_found", "The requested resource was not found."),
    },
  ])("answers an unknown route $path with 404", async ({ path, body }) => {
    const response = await appThrowing(new Error()).request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(body);
  });
});
