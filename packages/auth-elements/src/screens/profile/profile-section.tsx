// One section of the profile: a labelled region with its heading (spec §2 profile sections).
import { useId, type ReactNode } from "react";

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="hk-section" part="section" aria-labelledby={id}>
      <h2 id={id} className="hk-headline2" part="headline2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One entry of a section's list: what it is, its badges and details, then its actions, and
 * below them whatever belongs to it (an address's connected accounts).
 */
export function ProfileItem(props: {
  label: string;
  details?: ReactNode;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <li className="hk-item" part="item">
      <span className="hk-item-label">{props.label}</span>
      {props.details && <span className="hk-item-details">{props.details}</span>}
      <span className="hk-item-actions">{props.children}</span>
      {props.below}
    </li>
  );
}

export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="hk-badge" part="badge">
      {children}
    </span>
  );
}
