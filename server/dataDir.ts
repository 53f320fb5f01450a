import { accessSync, constants, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './config';

/**
 * The lock file's name inside DATA_DIR. Its first line is the process id of the server that owns the
 * folder; the second, where the system tells, when that process started (processIdentity).
 */
export const LOCK_FILE = 'server.lock';

/** DATA_DIR's lock is held by a process that runs: another server, or an operator's command. */
export class DataDirInUseError extends StartupError {
  constructor(
    dataDir: string,
    readonly holder: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server (process ${holder}); stop it first, or choose another DATA_DIR.`,
    );
  }
}

/** Creates DATA_DIR if needed; a StartupError when it cannot be created or written to. */
export function ensureWritableDataDir(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dataDir} is not a folder this process can write to (${code(error)}).`);
  }
}

/**
 * Takes DATA_DIR for this process. PGlite does not lock its folder, and two processes writing one folder
 * silently lose acknowledged writes, so a second server must refuse. A lock whose process is gone (a
 * crash, kill -9) is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  ensureWritableDataDir(dataDir);
  const file = join(dataDir, LOCK_FILE);
  // Twice at most: once, and once more after removing a dead process's lock. If another server took it
  // over in between, the second attempt reports that server.
  for (let attempt = 0; attempt < 2; attempt++) {
    const taken = tryCreate(file, pid, dataDir);
    if (taken) return () => release(file, pid);
    const holder = readHolder(file);
    if (holder !== undefined && holder.pid !== pid && isSameProcess(holder))
      throw new DataDirInUseError(dataDir, holder.pid);
    rmSync(file, { force: true });
  }
  throw new StartupError(`DATA_DIR ${dataDir}: could not take its lock file ${file}.`);
}

function tryCreate(file: string, pid: number, dataDir: string): boolean {
  // Written aside, then linked into place: link fails if the lock exists, so only one process can take
  // it, and nobody ever reads a lock file that has no process id in it yet.
  const aside = `${file}.${pid}`;
  try {
    writeFileSync(aside, `${pid}\n${processIdentity(pid) ?? ''}\n`);
    linkSync(aside, file);
    return true;
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw new StartupError(`DATA_DIR ${dataDir} is not writable: ${code(error)}.`);
  } finally {
    rmSync(aside, { force: true });
  }
}

interface Holder {
  pid: number;
  identity: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    const [first = '', identity = ''] = readFileSync(file, 'utf8').split('\n');
    const pid = Number.parseInt(first, 10);
    return Number.isSafeInteger(pid) && pid > 0 ? { pid, identity } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs. Its id alone is not enough: after a crash and a
 * reboot (or in a new container) another program may have been given the same id, and the lock would
 * never be taken over. So where the system tells when a process started, that must match too.
 */
function isSameProcess({ pid, identity }: Holder): boolean {
  try {
    process.kill(pid, 0); // signal 0: checks the process exists, sends nothing
  } catch (error) {
    if (code(error) !== 'EPERM') return false; // EPERM: it exists, owned by someone else
  }
  return identity === '' || processIdentity(pid) === identity;
}

/**
 * When process `pid` started, as Linux tells it: this boot's id and the start time in clock ticks
 * (/proc/PID/stat, field 22). Undefined elsewhere, where the process id alone is checked.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ")".
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTicks ? `${bootId}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

function release(file: string, pid: number) {
  // Only our own lock: never remove one another server took over.
  if (readHolder(file)?.pid === pid) rmSync(file, { force: true });
}

const code = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code ??
  (error instanceof Error ? error.message : String(error));
