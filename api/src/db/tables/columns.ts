import type { ColumnType } from 'kysely';

// Column types shared by the tables (tables/*.ts).

// Timestamps come back as Date from both drivers; we write Date or SQL expressions.
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// numeric columns are exact decimal strings both ways: never a JavaScript number (build them with @suite/money).
export type Decimal = ColumnType<string, string | undefined, string>;
export type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;
