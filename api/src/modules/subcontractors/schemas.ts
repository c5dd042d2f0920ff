import { Type } from 'typebox';
import { DIVISION_ROW_ID, DivisionNumber } from '../catalogue/schemas.js';
import {
  ADDRESS_BODY, CONTACT_INFO_BODY, CONTACT_INFO_FIELDS, ContactAddressSchema, ContactManagerSchema, Loose, MANAGER_BODY, Nullable,
} from '../contacts/schemas.js';

// Request and answer shapes of the subcontractor directory; names are docs/projects.md §3's. Form values arrive as text or
// numbers (rules.ts gives the spec's messages); ids are strict positive int32 (input-limits.ts bounds them).
const Id = Type.Integer({ minimum: 1 });
const TextList = Type.Optional(Type.Union([Type.Array(Type.Union([Type.String(), Type.Null()]), { maxItems: 60 }), Type.Null()]));

export const SubInfoBody = Type.Object({
  company_name: Loose, ...CONTACT_INFO_BODY,
  rating: Loose, note: Loose,
  working_states: TextList,
  labors_and_design: TextList,
  design_type: Loose, bidding_history: Loose,
  is_national: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
});
const AddressBody = Type.Object(ADDRESS_BODY);
const ManagerBody = Type.Object(MANAGER_BODY);
const DivisionRowId = Type.Integer({ minimum: 1, description: DIVISION_ROW_ID });
const OptionalDivisionRowId = Type.Optional(Type.Union([Id, Type.Null()], { description: DIVISION_ROW_ID }));
const DivisionRef = Type.Object({ division_id: DivisionRowId, division_name: Type.Optional(Type.Union([Type.String(), Type.Null()])) });
const SubdivisionRef = Type.Object({
  subdivision_id: Id,
  division_id: OptionalDivisionRowId,
  subdivision_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const SubBody = Type.Object({
  sub_cont_info: Type.Optional(Type.Union([SubInfoBody, Type.Null()])),
  addresses: Type.Optional(Type.Union([Type.Array(AddressBody, { maxItems: 50 }), Type.Null()], {
    description: 'The first needs address_1, state and zip; others are kept only when address_1, city, state and zip are all present',
  })),
  managers: Type.Optional(Type.Union([Type.Array(ManagerBody, { maxItems: 50 }), Type.Null()], {
    description: 'The first needs first_name, last_name, email and phone; wholly blank others are dropped',
  })),
  divisions: Type.Optional(Type.Union([Type.Array(DivisionRef, { maxItems: 100 }), Type.Null()], {
    description: 'Catalogue divisions by row id (Division.id), not by CSI number',
  })),
  subdivisions: Type.Optional(Type.Union([Type.Array(SubdivisionRef, { maxItems: 1000 }), Type.Null()], {
    description: 'Catalogue subdivision ids, each in one of the chosen divisions',
  })),
});

export const SubInfoSchema = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  name: Nullable(Type.String({ description: 'Contact full name: first and last' })),
  ...CONTACT_INFO_FIELDS,
  is_active: Type.Boolean(),
  rating: Type.Integer({ minimum: 0, maximum: 5 }),
  note: Nullable(Type.String()),
  working_states: Type.Array(Type.String(), { description: 'State codes; empty when National' }),
  labors_and_design: Type.Array(Type.String()),
  design_type: Nullable(Type.String()),
  bidding_history: Nullable(Type.String()),
  is_national: Type.Boolean(),
});
export const SubAddressSchema = ContactAddressSchema;
export const SubManagerSchema = ContactManagerSchema;
export const SubDivisionSchema = Type.Object({
  division_id: Type.Integer({ description: DIVISION_ROW_ID }), division_name: Type.String(), division_number: DivisionNumber,
});
export const SubSubdivisionSchema = Type.Object({
  subdivision_id: Type.Integer(), division_id: Type.Integer({ description: DIVISION_ROW_ID }), subdivision_name: Type.String(),
});

export const SubcontractorSchema = Type.Object({
  sub_cont_info: SubInfoSchema,
  addresses: Type.Array(SubAddressSchema),
  managers: Type.Array(SubManagerSchema),
  divisions: Type.Array(SubDivisionSchema),
  subdivisions: Type.Array(SubSubdivisionSchema),
});
export const SubcontractorResponse = Type.Object({ data: SubcontractorSchema });

/** docs/projects.md §3 list row. */
export const SubListRowSchema = Type.Object({
  contractorId: Type.Integer(),
  name: Type.String({ description: 'Company name' }),
  email: Type.String(),
  phoneNumber: Type.String(),
  isActive: Type.Boolean(),
  isNational: Type.Boolean(),
  states: Type.Array(Type.String()),
  divisions: Type.Array(SubDivisionSchema),
  laborAndDesign: Type.Array(Type.String()),
  addresses: Type.Array(Type.Object({ state: Type.String(), city: Type.String() })),
  notes: Nullable(Type.String()),
  rating: Type.Integer(),
});
export const SubListResponse = Type.Object({
  rows: Type.Array(SubListRowSchema),
  meta: Type.Object({ total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
});

// A repeated key arrives as a list, a single one as a value (the route makes both a list).
const list = (item: ReturnType<typeof Type.String>, description: string) =>
  Type.Optional(Type.Union([Type.Array(item, { maxItems: 100 }), item], { description }));
export const SubListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: '1-based' })),
  pageSize: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(25), Type.Literal(50), Type.Literal(100)], { default: 25 })),
  'states[]': list(Type.String({ maxLength: 100 }), 'Works in any of these state codes (National ones included)'),
  'divisions[]': list(Type.String({ maxLength: 10, pattern: '^[1-9][0-9]{0,9}$' }),
    'Mapped to any of these divisions, by row id (Division.id), not by CSI number'),
  'laborOrDesign[]': list(Type.String({ maxLength: 50 }), 'Has any of these labor/design options'),
  national: Type.Optional(Type.Boolean({ description: 'true: National subcontractors only' })),
  q: Type.Optional(Type.String({ maxLength: 255, description: 'Contains, any case: company, contact name or email' })),
  active: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')], { default: 'all' })),
});

export const MapBody = Type.Object({
  division_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  division_id: OptionalDivisionRowId,
  subdivision_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  subdivision_id: Id,
  subcontractor_id: Type.Array(Id, { maxItems: 1000 }),
});
export const MapResponse = Type.Object({ data: Type.Object({ mapped: Type.Integer(), subdivision_id: Type.Integer() }) });
