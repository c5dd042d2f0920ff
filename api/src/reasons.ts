import { CSV_REASONS } from './csv/reasons.js';
import type { Reason, ReasonTable } from './errors.js';
import { AUTH_REASONS } from './modules/auth/reasons.js';
import { BID_REASONS } from './modules/bids/reasons.js';
import { CATALOGUE_REASONS } from './modules/catalogue/reasons.js';
import { COMPANY_REASONS } from './modules/companies/reasons.js';
import { EMPLOYEE_REASONS } from './modules/employees/reasons.js';
import { OWNER_REASONS } from './modules/owners/reasons.js';
import { PAYMENT_APPLICATION_REASONS } from './modules/payment-applications/reasons.js';
import { PCO_REASONS } from './modules/pcos/reasons.js';
import { POSITION_REASONS } from './modules/positions/reasons.js';
import { PROJECT_REASONS } from './modules/projects/reasons.js';
import { PROPOSAL_REASONS } from './modules/proposal/reasons.js';
import { SUBCONTRACT_REASONS } from './modules/subcontracts/reasons.js';
import { TRACKER_REASONS } from './modules/tracker/reasons.js';
import { USER_REASONS } from './modules/users/reasons.js';

// The one list of the reason codes the REST API answers with: every module's reasons.ts, collected here.
// `npm run codegen` writes the GraphQL enum ErrorReason from it (reasons-schema.ts); nothing else lists them.

const TABLES = [
  AUTH_REASONS, USER_REASONS, EMPLOYEE_REASONS, COMPANY_REASONS, POSITION_REASONS, OWNER_REASONS, PROJECT_REASONS,
  CSV_REASONS, CATALOGUE_REASONS, BID_REASONS, PROPOSAL_REASONS, PCO_REASONS, TRACKER_REASONS,
  PAYMENT_APPLICATION_REASONS, SUBCONTRACT_REASONS,
] as const;

type Tables = (typeof TABLES)[number];
type CodeOf<T> = T extends ReasonTable ? T[keyof T]['code'] : never;
/** A reason code the REST API can answer with (the GraphQL enum ErrorReason, less the gateway's own). */
export type ErrorReason = CodeOf<Tables>;

/** Each code once, in first-named order; one code defined twice with different words is a mistake. */
function collect<R extends Reason>(tables: readonly Readonly<Record<string, R>>[]): R[] {
  const byCode = new Map<string, R>();
  for (const table of tables) {
    for (const reason of Object.values(table)) {
      const known = byCode.get(reason.code);
      if (known && known.description !== reason.description) {
        throw new Error(`Reason ${reason.code} is defined twice with different descriptions`);
      }
      if (!known) byCode.set(reason.code, reason);
    }
  }
  return [...byCode.values()];
}

/** Every reason the REST API can answer with, with what it means. */
export const REASONS: readonly (Reason & { code: ErrorReason })[] = collect<Reason & { code: ErrorReason }>(TABLES);
/** Every reason code the REST API can answer with. */
export const ERROR_REASONS: readonly ErrorReason[] = REASONS.map((reason) => reason.code);
