import { describe, expect, expectTypeOf, it } from "vitest";
import type { HankoDocumentEventMap } from "./document-events.ts";
import { sessionCreatedType, type HankoEventType, type SessionDetail } from "./event-types.ts";

describe("the SDK's events in the DOM's event map", () => {
  it("names every event of HankoEventMap, and nothing else", () => {
    expectTypeOf<keyof HankoDocumentEventMap>().toEqualTypeOf<HankoEventType>();
    expectTypeOf<DocumentEventMap["hanko-session-created"]>().toEqualTypeOf<
      CustomEvent<SessionDetail>
    >();
    const seen: unknown[] = [];
    const target = new EventTarget() as Document;
    target.addEventListener(sessionCreatedType, (event) =>
      seen.push(event.detail.expirationSeconds),
    );
    const detail: SessionDetail = { claims: {} as SessionDetail["claims"], expirationSeconds: 60 };
    target.dispatchEvent(new CustomEvent(sessionCreatedType, { detail }));
    expect(seen).toEqual([60]);
  });
});
