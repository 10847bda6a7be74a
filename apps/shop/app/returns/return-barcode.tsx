// The return number as a Code 128 barcode (domain/returns/code128.ts), drawn as SVG: black bars
// on white with the quiet zones the symbology asks for, scaled to the label's width.
import { code128Bars, code128Widths } from "../../domain/returns/code128.ts";

const QUIET = 10;

export function ReturnBarcode({ value, label }: { value: string; label: string }) {
  const bars = code128Bars(value);
  const width = code128Widths(value).reduce((sum, w) => sum + w, 0) + 2 * QUIET;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 50`}
      preserveAspectRatio="none"
      className="h-20 w-full bg-white"
      data-testid="return-barcode"
    >
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + QUIET} y={0} width={bar.width} height={50} fill="#000" />
      ))}
    </svg>
  );
}
