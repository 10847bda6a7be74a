import { describe, expect, it } from "vitest";
import { parseFitmentForm } from "./parse-fitment-form.ts";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("parseFitmentForm", () => {
  it("reads a kind and the models, each once, in the doctor's order", () => {
    expect(
      parseFitmentForm(
        form([
          ["kind", "throttle"],
          ["fits", "xiaomi-pro-2"],
          ["fits", "xiaomi-m365"],
          ["fits", "xiaomi-m365"],
          ["not_fits", "xiaomi-scooter-4"],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: {
        kind: "throttle",
        fits: ["xiaomi-m365", "xiaomi-pro-2"],
        notFits: ["xiaomi-scooter-4"],
      },
    });
  });

  it("takes nothing chosen as removing the fitment", () => {
    expect(parseFitmentForm(form([["kind", ""]]))).toEqual({ ok: true, value: null });
  });

  it.each<[string, [string, string][], Record<string, string>]>([
    ["no kind", [["fits", "xiaomi-m365"]], { kind: "fitment_kind" }],
    [
      "an unknown kind",
      [
        ["kind", "wheelie-bar"],
        ["fits", "xiaomi-m365"],
      ],
      { kind: "fitment_kind" },
    ],
    [
      "no fitting model",
      [
        ["kind", "tyre"],
        ["not_fits", "xiaomi-m365"],
      ],
      { fits: "fitment_none" },
    ],
    [
      "an unknown model",
      [
        ["kind", "tyre"],
        ["fits", "xiaomi-pro-9"],
      ],
      { fits: "fitment_model" },
    ],
    [
      "an unknown model it does not fit",
      [
        ["kind", "tyre"],
        ["fits", "xiaomi-m365"],
        ["not_fits", "<script>"],
      ],
      { not_fits: "fitment_model" },
    ],
    [
      "a model both ways",
      [
        ["kind", "tyre"],
        ["fits", "xiaomi-m365"],
        ["not_fits", "xiaomi-m365"],
      ],
      { not_fits: "fitment_overlap" },
    ],
  ])("refuses %s, beside its field, and keeps what was chosen", (_, entries, errors) => {
    const parsed = parseFitmentForm(form(entries));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? undefined : parsed.errors).toEqual(errors);
    expect(parsed.ok ? undefined : parsed.values.fields.fits).toBe(
      entries
        .filter(([name]) => name === "fits")
        .map(([, value]) => value)
        .join(","),
    );
  });
});
