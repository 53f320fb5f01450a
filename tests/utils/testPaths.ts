/**
 * Labels each test path with the events it takes (`SUBMITTED → CHECK_ACCEPTED`), for `it.each`, so a
 * failing replay says which path it was. The first step is the initial state and has no event of note.
 */
export function namedPaths<TEvent, TPath extends { steps: { event: TEvent }[] }>(
  paths: TPath[],
  name: (event: TEvent) => string,
): (readonly [string, TPath])[] {
  return paths.map(
    (path) =>
      [
        path.steps
          .slice(1)
          .map((step) => name(step.event))
          .join(' → '),
        path,
      ] as const,
  );
}

/**
 * A `serializeState` for createTestModel that keys a state by where the machine is *and* the step that
 * led there, so the shortest paths take every transition (ignored events included), not only reach
 * every state. `where` names the part of a snapshot that matters.
 */
export function byTransition<TSnapshot>(where: (snapshot: TSnapshot) => string) {
  return (snapshot: TSnapshot, event?: unknown, previous?: TSnapshot): string =>
    event && previous
      ? `${where(snapshot)} via ${JSON.stringify(event)} from ${where(previous)}`
      : where(snapshot);
}
