import type { ReactNode } from 'react';

/**
 * A staff dashboard tab's panel: a section named by its level-2 heading (styled one step down, as the
 * dashboard's title is the page's h1), then, when given, a line saying what the tab is for.
 */
export function StaffPanel({
  titleId,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="h3">
        {title}
      </h2>
      {intro !== undefined && <p className="text-body-secondary">{intro}</p>}
      {children}
    </section>
  );
}
