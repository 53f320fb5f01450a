import { BackupError } from '../backup/backupFormat';
import { UsersCommandError } from '../accounts/operatorCommands';
import { StartupError } from '../config';

/**
 * Runs an operator's command (`npm run backup`, `npm run restore`, `npm run users`): a problem a person can fix is one
 * line on stderr, `Cannot <verb>: …`, and exit code 1, as a refused start is; anything else shows its
 * stack.
 */
export function runCommand(verb: string, command: () => Promise<void>) {
  command().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof StartupError || error instanceof UsersCommandError)
        process.stderr.write(`Cannot ${verb}: ${error.message}\n`);
      else process.stderr.write(`Cannot ${verb}: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}

/** A backup's contents, one line per table, for the commands' report. */
export function describeTables(tables: { name: string; rows: number }[]): string[] {
  if (tables.length === 0) return ['  (no tables)'];
  const width = Math.max(...tables.map((t) => t.name.length));
  return tables.map((t) => `  ${t.name.padEnd(width)}  ${t.rows.toLocaleString('en')} rows`);
}
