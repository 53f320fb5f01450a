import type { Role } from '@/shared/api/accounts';

// Each role may do what the roles before it may: an editor also writes, an admin also edits.
const RANK: Record<Role, number> = { writer: 1, editor: 2, admin: 3 };

/** True when a person with `role` may do what needs `needed` (issues 25–26 reuse it for content). */
export function roleAllows(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}
