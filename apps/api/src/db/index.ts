export { createDatabase, type DatabaseOptions, type DbHandle, type RawSession } from './connection.ts';
export { vacuumAnalyze } from './maintenance.ts';
export { migrate, defaultMigrationsDir } from './migrate.ts';
export type * from './schema.ts';
