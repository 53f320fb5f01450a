import type { ReactNode } from 'react';
import '@/shared/components/staffScreens.css';

/** Says plainly that a tab shows demo data (STYLE: "demo data in the admin area says it is demo data"). */
export function DemoNotice({ badge, children }: { badge: string; children: ReactNode }) {
  return (
    <p className="demo-notice">
      <span className="badge text-bg-warning me-2">{badge}</span>
      {children}
    </p>
  );
}
