import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A short centred page — heading, one sentence, a primary and a secondary way onward. */
export function MessagePage({
  icon,
  title,
  body,
  primary,
  secondary,
}: {
  icon?: ReactNode;
  title: string;
  body: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}) {
  return (
    <div className="container-xl py-5 text-center guide-text mx-auto">
      {icon}
      <h1 className="display-6 fw-bold mb-3">{title}</h1>
      <p className="lead mb-4">{body}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={primary.to} className="btn btn-primary">
          {primary.label}
        </Link>
        <Link to={secondary.to} className="btn btn-outline-primary">
          {secondary.label}
        </Link>
      </div>
    </div>
  );
}
