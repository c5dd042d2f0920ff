import { Type } from 'typebox';

const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));

/** docs/money.md §8: how the proposal presents overhead and profit to the owner (rules.ts PROPOSAL_OVERHEAD). */
export const ProposalOverheadSchema = Type.Union([Type.Literal('separate_percent'), Type.Literal('separate'), Type.Literal('combined')], {
  description: "How the proposal shows overhead and profit: 'separate_percent' (two lines with their percentages, the default), "
    + "'separate' (two lines, no percentages) or 'combined' (one 'Overhead and fee' line)",
});

export const CompanySchema = Type.Object({
  company_id: Type.Integer(),
  company_name: Type.String(),
  company_email: Type.String(),
  company_phone: Type.String(),
  company_phone_number: Type.String({ description: 'Same as company_phone (the list uses this name)' }),
  company_image: Type.Union([Type.String(), Type.Null()], { description: 'Logo as a base64 data URL' }),
  default_markup: Type.Union([Type.String(), Type.Null()], { description: 'Percent, e.g. "10.00"; null in the list a subcontractor (role 13) gets' }),
  address1: Type.String(),
  address2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  state_code: Type.Union([Type.String(), Type.Null()]),
  zip: Type.String(),
  country: Type.String(),
  company_admin: Type.String({ description: 'Email of the company admin login' }),
  owner_first_name: Type.String(),
  owner_last_name: Type.Union([Type.String(), Type.Null()]),
  owner_email: Type.String(),
  owner_phone: Type.String(),
  prefix_project_id: Type.Union([Type.String(), Type.Null()]),
  start_project_id: Type.Integer(),
  proposal_overhead: ProposalOverheadSchema,
  is_active: Type.Boolean(),
});

/** The company fields that head a document it sends (the proposal's first page); every user acting in it may read them. */
export const LETTERHEAD_KEYS = [
  'company_id', 'company_name', 'company_email', 'company_phone', 'company_image', 'address1', 'address2', 'city', 'state',
  'state_code', 'zip', 'proposal_overhead',
] as const;
export const LetterheadSchema = Type.Pick(CompanySchema, LETTERHEAD_KEYS);
export const LetterheadResponse = Type.Object({ data: LetterheadSchema });

// Fields are loosely typed here; rules.ts gives the spec's messages for blanks and formats.
export const CompanyBody = Type.Object({
  owner: Type.Object({ first_name: Text, last_name: Text, phone_number: Text, email: Text }),
  project: Type.Object({
    id: Text,
    start_no: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()], { description: 'Commas allowed' })),
  }),
  details: Type.Object({
    company_name: Text,
    company_email: Text,
    company_phone: Text,
    default_markup: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()], { description: 'Blank means 0' })),
    address1: Text,
    address2: Text,
    // 1 MB of image is about 1.4 MB of base64; isValidLogo checks the decoded size.
    company_image: Type.Optional(Type.Union([Type.String({ maxLength: 1_500_000 }), Type.Null()], { description: 'data:image/png|jpeg;base64,… at most 1 MB' })),
    city: Text,
    state: Text,
    state_code: Text,
    zip: Text,
    country: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Always stored as United States' })),
    company_admin: Text,
    proposal_overhead: Type.Optional(Type.Union([Type.String(), Type.Null()], {
      description: "'separate_percent', 'separate' or 'combined'; left out or blank keeps the stored one ('separate_percent' for a new company)",
    })),
  }),
});

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

export const TenantIdParams = Type.Object({ tenantId: Type.Integer({ minimum: 1 }) });
export const CompanyIdParams = Type.Object({ company_id: Type.Integer({ minimum: 1 }) });
export const CompanyParams = Type.Object({ company: Type.Integer({ minimum: 1 }) });
export const UsernameParams = Type.Object({ username: Type.String() });
export const ActiveBody = Type.Object({ is_active: Type.Boolean() });

export const CompanyResponse = Type.Object({ data: CompanySchema });
export const CompanyListResponse = Type.Object({ data: Type.Array(CompanySchema), total: Type.Integer() });
