import { Type } from 'typebox';
import { ReasonSchema } from '../modules/auth/schemas.js';

// The answers of every CSV or spreadsheet upload route (employees, positions, owners, catalogue, subcontractors).

export const ImportResponse = Type.Object({
  data: Type.Object({ imported: Type.Integer(), message: Type.String() }),
});
export const CsvErrorResponse = Type.Object({
  error: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  rows: Type.Optional(Type.Array(Type.Object({ line: Type.Integer(), column: Type.String(), reason: Type.String() }), {
    description: 'Every refused cell of the file (the header is line 1); nothing was imported',
  })),
  reason: Type.Optional(ReasonSchema),
}, { description: 'Failure; for a file with bad rows, every bad row is listed (reason CSV_REJECTED)' });
