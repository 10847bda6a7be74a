import type { ReactNode } from "react";

/** A section of a text page: a heading, paragraphs and an optional list. */
export interface ProseSection {
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export function Prose({ sections, children }: { sections: ProseSection[]; children?: ReactNode }) {
  return (
    <div className="prose-shop max-w-3xl">
      {sections.map((section) => (
        <section
          key={section.heading}
          id={section.id}
          aria-labelledby={section.id && `${section.id}-heading`}
        >
          <h2 id={section.id && `${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </div>
  );
}
