// Table types for Kysely. Times are epoch milliseconds; booleans are 0/1 integers on both engines;
// lists and objects are JSON text. Row types end in `Table`; services map them to domain shapes.

export interface UsersTable {
  id: string;
  username: string;
  username_lower: string;
  password_hash: string;
  display_name: string;
  email: string;
  role: string;
  permissions: string;
  active: number;
  token_version: number;
  created_at: number;
  updated_at: number;
}

export interface RolesTable {
  id: string;
  name: string;
  name_lower: string;
  description: string;
  permissions: string;
  system: number;
  created_at: number;
  updated_at: number;
}

export interface ActionLogsTable {
  id: string;
  timestamp: number;
  category: string;
  username: string;
  username_lower: string;
  user_id: string | null;
  ip_address: string;
  action: string;
  details: string;
}

export interface LoginFailuresTable {
  id: string;
  username_lower: string;
  ip: string;
  at: number;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface StaffTables {
  users: UsersTable;
  roles: RolesTable;
  action_logs: ActionLogsTable;
  login_failures: LoginFailuresTable;
  counters: CountersTable;
}

// Log tables (chat, trades, marketplace, players, ingest keys) are declared in log-schema.ts.
import type { LogTables } from './log-schema';

export interface DB extends StaffTables, LogTables {}
