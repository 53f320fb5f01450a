/**
 * The backup file: gzip'd JSON lines. The first line is the header (what the file holds); then one line
 * per row, `{"table":"notes","row":["1","hello",null]}`, each value in PostgreSQL's own text form (or
 * null), which reads back exactly on PGlite and on PostgreSQL whatever the type: bigint, numeric,
 * timestamps, jsonb, arrays, bytea. The header's row counts let a reader tell a cut-off file.
 */
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import * as v from 'valibot';

/** The header's `format`: tells this application's backups from any other JSON lines. */
export const BACKUP_FORMAT = 'citizen-guide-nigeria-backup';
/** Raised when the file's layout changes; a reader refuses versions it does not know. */
export const FORMAT_VERSION = 1;

/** A problem with a backup or its target that a person can fix: printed as one line, no stack trace. */
export class BackupError extends Error {}

const Name = v.pipe(v.string(), v.minLength(1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const HeaderSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.literal(FORMAT_VERSION),
  /** The newest migration applied to the database it was taken from (0: none). */
  schemaVersion: Count,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** In the order the rows follow: parents before the tables that refer to them. */
  tables: v.array(
    v.object({
      name: Name,
      columns: v.array(v.object({ name: Name, type: Name })),
      rows: Count,
    }),
  ),
  /** Each sequence's state, so a restored database hands out the numbers the original would have. */
  sequences: v.array(
    v.object({ name: Name, lastValue: v.pipe(v.string(), v.regex(/^-?\d+$/)), isCalled: v.boolean() }),
  ),
});

export type BackupHeader = v.InferOutput<typeof HeaderSchema>;
export type BackupTable = BackupHeader['tables'][number];
/** One row: each column's value in PostgreSQL's text form, or null. */
export type BackupRow = (string | null)[];

/** The header's line. */
export const headerLine = (header: BackupHeader) => `${JSON.stringify(header)}\n`;
/** A row's line, from the row as a JSON array (made by PostgreSQL, which saves parsing it here). */
export const rowLine = (table: string, rowJson: string) =>
  `{"table":${JSON.stringify(table)},"row":${rowJson}}\n`;

/** A backup being read: its header at once, then its rows as they are decompressed. */
export interface OpenedBackup {
  header: BackupHeader;
  /** Every row, table by table. Throws BackupError at a malformed line or if the file was cut off. */
  rows: AsyncGenerator<{ table: BackupTable; row: BackupRow }>;
}

/** Opens a backup from a gzip'd stream (a file, an HTTP response); `name` is how errors refer to it. */
export async function openBackup(input: Readable, name: string): Promise<OpenedBackup> {
  const lines = readLines(input, name);
  const first = await lines.next();
  if (first.done) throw new BackupError(`${name} is empty.`);
  const header = parseHeader(first.value, name);
  return { header, rows: readRows(lines, header, name) };
}

function parseHeader(line: string, name: string): BackupHeader {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw notABackup(name);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw notABackup(name);
  if (format.formatVersion !== FORMAT_VERSION)
    throw new BackupError(
      `${name} is in backup format ${String(format.formatVersion)}; this code reads format ${FORMAT_VERSION} only.`,
    );
  const parsed = v.safeParse(HeaderSchema, json);
  if (!parsed.success)
    throw new BackupError(`${name} has a damaged header (${v.getDotPath(parsed.issues[0]) ?? 'header'}).`);
  return parsed.output;
}

async function* readRows(lines: AsyncGenerator<string>, header: BackupHeader, name: string) {
  const tables = new Map(header.tables.map((t) => [t.name, t]));
  const counts = new Map(header.tables.map((t) => [t.name, 0]));
  let lineNumber = 1;
  for await (const line of lines) {
    lineNumber++;
    const entry = parseRow(line, tables);
    if (!entry) throw new BackupError(`${name} is damaged at line ${lineNumber}.`);
    counts.set(entry.table.name, (counts.get(entry.table.name) ?? 0) + 1);
    yield entry;
  }
  for (const table of header.tables)
    if (counts.get(table.name) !== table.rows)
      throw new BackupError(
        `${name} is incomplete: it holds ${counts.get(table.name)} of the ${table.rows} rows of table ${table.name} its header lists.`,
      );
}

function parseRow(line: string, tables: Map<string, BackupTable>) {
  let json: { table?: unknown; row?: unknown };
  try {
    json = JSON.parse(line) as typeof json;
  } catch {
    return undefined;
  }
  const table = typeof json.table === 'string' ? tables.get(json.table) : undefined;
  const row = json.row;
  if (!table || !Array.isArray(row) || row.length !== table.columns.length) return undefined;
  if (!row.every((value) => value === null || typeof value === 'string')) return undefined;
  return { table, row: row as BackupRow };
}

/** The stream's lines, gunzipped; a stream that is not gzip, or is cut off, is a BackupError. */
async function* readLines(input: Readable, name: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  // pipeline, not pipe: an error of the input (a missing file, a dropped connection) ends the loop below.
  pipeline(input, gunzip, () => {});
  gunzip.setEncoding('utf8');
  let buffered = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      const lines = (buffered + chunk).split('\n');
      // split gives one item at least: what follows the last newline, an unfinished line.
      buffered = lines.pop() ?? '';
      yield* lines;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR') throw new BackupError(`${name} is incomplete: it was cut off.`);
    if (code === 'Z_DATA_ERROR') throw notABackup(name);
    throw error;
  } finally {
    gunzip.destroy();
  }
  if (buffered !== '') yield buffered;
}

const notABackup = (name: string) => new BackupError(`${name} is not a backup made by npm run backup.`);
