/**
 * The database's types, for `Kysely<Database>`. The table types are generated from the migrations
 * (`schema.generated.ts`, `pnpm --filter @bookstore/api db:types`); this file adds the row types the
 * code names.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BooksTable, OrdersTable, PaymentsTable, UploadsTable, UsersTable } from './schema.generated.ts';

export type * from './schema.generated.ts';

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Book = Selectable<BooksTable>;
export type NewBook = Insertable<BooksTable>;
export type Order = Selectable<OrdersTable>;
export type Payment = Selectable<PaymentsTable>;
export type Upload = Selectable<UploadsTable>;
export type UploadPurpose = UploadsTable['purpose'];
