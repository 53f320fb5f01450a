/** The build's syntax target from package.json's browserslist, e.g. ['chrome80', 'safari15']. */
export function buildTargets(queries?: string | readonly string[]): string[];
