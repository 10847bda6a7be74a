// Reads /metrics the way Prometheus would: the text through a Prometheus text parser, then
// one sample's value by family name and labels, so tests say what an operator would query.
import parsePrometheusTextFormat, { type ParsedFamily } from "parse-prometheus-text-format";

export interface Scrape {
  families: ParsedFamily[];
  /**
   * A counter's or gauge's sample, 0 when the family has no such sample. Not for histograms:
   * the parser merges those of different labels into one.
   */
  value(name: string, labels?: Record<string, string>): number;
}

export function parseScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  return {
    families,
    value(name, labels = {}) {
      const family = families.find((candidate) => candidate.name === name);
      const sample = family?.metrics.find((metric) =>
        Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
      );
      return Number(sample?.value ?? 0);
    },
  };
}

/** GETs /metrics from `request` and parses it; throws unless it is a 200 in the text format. */
export async function scrape(
  request: (path: string) => Response | Promise<Response>,
): Promise<Scrape> {
  const response = await request("/metrics");
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return parseScrape(await response.text());
}
