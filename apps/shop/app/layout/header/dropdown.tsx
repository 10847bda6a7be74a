import { useEffect, useRef, type ReactNode } from "react";
import { ChevronDownIcon } from "../../components/icons.tsx";

/**
 * A disclosure built on <details>: it opens without JavaScript and is a button to assistive
 * technology. With JavaScript a click elsewhere closes it. Give it `key={pathname}` so a
 * page change closes it too.
 */
export function Dropdown({
  label,
  children,
  panelClassName = "",
  summaryClassName = "",
  className = "relative",
}: {
  label: ReactNode;
  children: ReactNode;
  panelClassName?: string;
  summaryClassName?: string;
  /** Positioning of the <details>; "static" anchors the panel to an outer element. */
  className?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return (
    <details ref={ref} className={`group ${className}`}>
      <summary
        className={`flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden ${summaryClassName}`}
      >
        {label}
        <span className="transition-transform group-open:rotate-180">
          <ChevronDownIcon />
        </span>
      </summary>
      <div
        className={`absolute z-30 mt-2 rounded-card border border-line bg-surface p-3 text-ink shadow-lg ${panelClassName}`}
      >
        {children}
      </div>
    </details>
  );
}
