// The staff member behind a moderation change: who they are, as records show them, and what they may do.
import type { FastifyRequest } from 'fastify';
import { can, type Permission, permissionSubject, type PermissionSubject, type StaffRef } from '@staff-console/domain';
import { type Actor, actorOf } from '../../action-log/record';
import { access, staffOf } from '../../http/access';

export interface Moderator {
  id: string;
  username: string;
  /** The account's current role and permissions, as the request's access check read them. */
  subject: PermissionSubject;
  /** How the action log names them, with the client's address. */
  actor: Actor;
}

/** Who reaches the moderation routes: readers (view_moderation) and moderators (moderate). */
export const moderationAccess = { view: access.permission('view_moderation'), moderate: access.permission('moderate') };

export function moderatorOf(request: FastifyRequest): Moderator {
  const staff = staffOf(request);
  return { id: staff.id, username: staff.username, subject: permissionSubject(staff) ?? {}, actor: actorOf(request) };
}

export const mayModerator = (moderator: Moderator, permission: Permission): boolean => can(moderator.subject, permission);

export const staffRef = (id: string, username: string): StaffRef => ({ id, username });

export const iso = (ms: number | string): string => new Date(Number(ms)).toISOString();
