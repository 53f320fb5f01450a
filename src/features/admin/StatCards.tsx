/** A row of figure cards, each a label and its value: the demo summary and the real one. */
export function StatCards({ label, stats }: { label: string; stats: { label: string; value: string }[] }) {
  return (
    <dl className="admin-stats" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="card card-body">
          <dt className="fw-normal text-body-secondary">{stat.label}</dt>
          <dd className="h3 mb-0">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
