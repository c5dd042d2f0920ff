import { Type } from 'typebox';

export const UsStateSchema = Type.Object({
  name: Type.String({ description: 'Full name, e.g. Texas' }),
  code: Type.String({ description: 'USPS code, e.g. TX' }),
});

export const StatesResponse = Type.Object({ data: Type.Array(UsStateSchema) });
