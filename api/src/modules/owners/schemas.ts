import { Type } from 'typebox';
import { ADDRESS_BODY, ADDRESS_FIELDS, CONTACT_INFO_BODY, CONTACT_INFO_FIELDS, Loose, MANAGER_BODY, Nullable } from '../contacts/schemas.js';

// Form values arrive as text or numbers; rules.ts gives the spec's messages for blanks and formats.
const Id = Type.Integer({ minimum: 1 });
const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String(), Type.Null()], {
  description: 'Id of an existing row (update in place); absent or null for a new one',
}));

const { id: addressId, ...addressFields } = ADDRESS_FIELDS;
export const OwnerAddressSchema = Type.Object({
  id: addressId,
  owner_id: Type.Integer(),
  TenantOwnerID: Type.Integer({ description: 'The owner id again (the name docs/projects.md §3 uses)' }),
  ...addressFields,
});

export const OwnerManagerSchema = Type.Object({
  id: Type.Integer(),
  owner_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Nullable(Type.String()),
  email: Type.String(),
  phone: Type.String(),
});

export const OwnerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Owner (company) name' }),
  ...CONTACT_INFO_FIELDS,
  is_active: Type.Boolean(),
  addresses: Type.Array(OwnerAddressSchema),
  managers: Type.Array(OwnerManagerSchema),
});

export const OwnerInfoBody = Type.Object({ name: Loose, ...CONTACT_INFO_BODY });
export const AddressBody = Type.Object({ id: OptionalId, ...ADDRESS_BODY });
export const ManagerItemBody = Type.Object({ id: OptionalId, ...MANAGER_BODY });

export const OwnerBody = Type.Object({
  owner_info: Type.Optional(Type.Union([OwnerInfoBody, Type.Null()])),
  addresses: Type.Optional(Type.Union([Type.Array(AddressBody, { maxItems: 100 }), Type.Null()], {
    description: 'The first is required; others are kept only when address_1, city, state and zip are all present',
  })),
  managers: Type.Optional(Type.Union([Type.Array(ManagerItemBody, { maxItems: 100 }), Type.Null()], {
    description: 'The first is required (first_name, last_name, email, phone); wholly blank others are dropped',
  })),
});

export const OwnerListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  active: Type.Optional(Type.Boolean({ description: 'true: active owners only (the pickers of the project forms)' })),
});
export const OwnerIdQuery = Type.Object({
  owner_id: Type.Optional(Type.Integer({ minimum: 1, description: "One owner's rows; absent: all of the tenant's" })),
});
export const IdParams = Type.Object({ id: Id });
export const ActiveBody = Type.Object({ is_active: Type.Boolean() });

export const AddAddressBody = Type.Object({
  owner_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  addresses: Type.Optional(Type.Union([Type.Array(AddressBody, { maxItems: 100 }), Type.Null()])),
});
export const AddManagerBody = Type.Object({
  owner_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  first_name: Loose, last_name: Loose, email: Loose, phone: Loose,
});

export const GenericKeySchema = Type.Union([Type.Literal('building_type'), Type.Literal('project_type')]);
export const GenericParams = Type.Object({ key: GenericKeySchema });
export const GenericValueSchema = Type.Object({
  id: Type.Integer(),
  key: GenericKeySchema,
  value: Type.String(),
  Value: Type.String({ description: 'The value again (the name docs/projects.md §3 uses)' }),
});
export const GenericBody = Type.Object({ key: GenericKeySchema, value: Loose });

export const OwnerResponse = Type.Object({ data: OwnerSchema });
export const OwnerListResponse = Type.Object({ data: Type.Array(OwnerSchema), total: Type.Integer() });
export const AddressListResponse = Type.Object({ data: Type.Array(OwnerAddressSchema) });
export const ManagerListResponse = Type.Object({ data: Type.Array(OwnerManagerSchema) });
export const ManagerResponse = Type.Object({ data: OwnerManagerSchema });
export const GenericListResponse = Type.Object({ data: Type.Array(GenericValueSchema) });
export const GenericResponse = Type.Object({ data: GenericValueSchema });

export const DeletedResponse = Type.Object({ data: Type.Boolean() });
