/** Types for scripts/roundRobinProxy.mjs, which tests/server/roundRobinProxy.test.ts imports. */
import type { Server } from 'node:http';

export function createRoundRobinProxy(
  backends: () => readonly (URL | undefined)[],
  options?: { trustForwarded?: boolean },
): Server;
