import { Type } from 'typebox';

export const ProjectUidParams = Type.Object({ projectUid: Type.String({ minLength: 1, maxLength: 64 }) });
export const UserIdParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export const UploadIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ProjectUidQuery = Type.Object({ project_uid: Type.String({ minLength: 1, maxLength: 64 }) });

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ProposalSendingSchema = Type.Object({
  id: Type.Integer(),
  project_uid: Type.String(),
  sent_at: Type.String({ format: 'date-time' }),
  sent_by: Person,
  to_email: Type.String(),
  cc_email: Type.Union([Type.String(), Type.Null()]),
  filename: Type.String(),
  bytes: Type.Integer({ minimum: 0 }),
});

export const BidLogEntrySchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer({ minimum: 1, description: "1, 2, …: shown as 'Bid N'" }),
  bid_date: Type.String({ format: 'date-time' }),
  filename: Type.String(),
  bytes: Type.Integer({ minimum: 0 }),
});

export const BidUploadSchema = Type.Object({
  ...BidLogEntrySchema.properties,
  project_uid: Type.String(),
  uploaded_by: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  subcontractor: Type.Union([Type.Object({ id: Type.Integer(), company_name: Type.String() }), Type.Null()], {
    description: "The tenant's subcontractor whose email or a manager's email is the uploader's",
  }),
});

export const ProposalSendingResponse = Type.Object({ data: ProposalSendingSchema });
export const ProposalSendingListResponse = Type.Object({ data: Type.Array(ProposalSendingSchema) });
export const BidLogEntryResponse = Type.Object({ data: BidLogEntrySchema });
export const BidLogResponse = Type.Object({ data: Type.Array(BidLogEntrySchema) });
export const BidUploadListResponse = Type.Object({ data: Type.Array(BidUploadSchema) });
export const PdfResponse = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The PDF bytes' });
