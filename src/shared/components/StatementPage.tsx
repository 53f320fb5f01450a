import type { ReactNode } from 'react';

/** One section of a statement: its heading (with an id where a contents list links to it) and its text. */
export interface StatementSection {
  key: string;
  id?: string;
  heading: string;
  content: ReactNode;
}

/**
 * A statement page (the accessibility statement, the privacy notice), in the guides' reading width: the
 * title, a lead paragraph, what comes before the sections (`children`), then each section under its h2.
 */
export function StatementPage({
  title,
  lead,
  children,
  sections,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
  sections: readonly StatementSection[];
}) {
  return (
    <div className="container-xl py-4 py-md-5">
      <div className="guide-text">
        <h1 className="display-6 fw-bold mb-3">{title}</h1>
        <p className="lead">{lead}</p>
        {children}
        {sections.map((section) => (
          <section key={section.key}>
            <StatementHeading id={section.id}>{section.heading}</StatementHeading>
            {section.content}
          </section>
        ))}
      </div>
    </div>
  );
}

/** A statement's level-2 heading. */
export function StatementHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="h4 mt-5 mb-3">
      {children}
    </h2>
  );
}

/** A statement's list, in the guides' list style: an item a catalogue key. */
export function StatementList<K extends string>({
  items,
  text,
}: {
  items: readonly K[];
  text: (key: K) => string;
}) {
  return (
    <ul className="guide-list">
      {items.map((key) => (
        <li key={key}>{text(key)}</li>
      ))}
    </ul>
  );
}
