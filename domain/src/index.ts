export * from './messages';
export * from './permissions';
export * from './schemas/common';
export * from './schemas/users';
export * from './schemas/roles';
export * from './schemas/auth';
export * from './schemas/audit';
export * from './values';
