import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * src/routes/ holds the screens, one `<Name>Route.tsx` each exporting the `<Name>Route` component, and
 * nothing else but the few files named below (CONTRIBUTING.md, "Where things go"). A hook, a helper or
 * a part of a page belongs to a feature, or to src/compose/ when it takes several features.
 */

/** The files of src/routes/ that are not a screen, each with why it can only be there. */
const NOT_SCREENS: Record<string, string> = {
  // The not-found and gone screens as elements a guide or an article shows in its place: it imports
  // screens, so nothing below the routes could hold it.
  'standInPages.tsx': 'screens another screen shows in its place',
};

const WHERE_ELSE =
  'src/routes/ holds only the screens (<Name>Route.tsx, exporting <Name>Route): put a part of a page in its feature (src/features/<feature>/), or in src/compose/ when it takes several features.';

/** What is wrong with the folder `dir` as a routes folder: one message per file, none when all is well. */
function routesFolderProblems(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name in NOT_SCREENS) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return [`${name}/: a folder. ${WHERE_ELSE}`];
    const screen = /^([A-Z][A-Za-z0-9]*Route)\.tsx$/.exec(name)?.[1];
    if (!screen) return [`${name}: not a screen. ${WHERE_ELSE}`];
    const exported = new RegExp(`^export (function|const) ${screen}\\b`, 'm');
    return exported.test(readFileSync(path, 'utf8')) ? [] : [`${name}: exports no ${screen}. ${WHERE_ELSE}`];
  });
}

describe('src/routes/', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  it('holds only screens and the named exceptions', () => {
    expect(routesFolderProblems(resolve(process.cwd(), 'src/routes'))).toEqual([]);
  });

  it('names every other file and where it goes instead', () => {
    scratch = mkdtempSync(join(tmpdir(), 'routes-'));
    const files: Record<string, string> = {
      'HomeRoute.tsx': 'export function HomeRoute() {\n  return null;\n}\n',
      'standInPages.tsx': 'export const NOT_FOUND_PAGE = null;\n',
      'useGuideSlug.ts': 'export const useGuideSlug = () => "nin";\n',
      'GuideSidebar.tsx': 'export function GuideSidebar() {\n  return null;\n}\n',
      'SearchRoute.tsx': 'export function SearchResults() {\n  return null;\n}\n',
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(scratch, name), code);
    mkdirSync(join(scratch, 'parts'));
    const problems = routesFolderProblems(scratch);
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'GuideSidebar.tsx',
      'SearchRoute.tsx',
      'parts/',
      'useGuideSlug.ts',
    ]);
    for (const problem of problems) expect(problem).toContain('src/compose/');
  });
});
