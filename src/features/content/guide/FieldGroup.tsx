import { useId, type ReactNode } from 'react';
import './FieldGroup.css';

/**
 * A group of fields named by its heading: a section's texts, or a fact's. A group with a heading rather
 * than a fieldset: PurgeCSS would keep Bootstrap's rules for its caption element in every public page.
 */
export function FieldGroup({
  title,
  describedBy,
  children,
}: {
  title: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} aria-describedby={describedBy} className="guide-fields-group">
      <h3 id={id} className="guide-fields-title">
        {title}
      </h3>
      {children}
    </div>
  );
}
