import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { RestData } from '../rest-types.js';
import type { Letterhead } from './pdf-kit.js';

// What every document reads besides its own records: the company heading it, read with the caller's token.

type RestLetterhead = RestData<'company/letterhead', 'get'>;

const isStatus = (err: unknown, code: string) => err instanceof GraphQLError && err.extensions.code === code;

/** The letterhead with how the company's proposal presents overhead and profit (REST's value: 'separate_percent', …). */
export type CompanyHeading = Letterhead & { proposalOverhead: string };

/**
 * The company heading the first page: GET company/letterhead, open to every user acting in a company (full users and
 * estimators may not read the company's settings). A caller acting in no company gets a document headed by nothing.
 */
export async function loadLetterhead(ctx: GatewayContext): Promise<CompanyHeading | null> {
  try {
    return toLetterhead(await ctx.upstream.get('company/letterhead'));
  } catch (err) {
    if (isStatus(err, 'NOT_FOUND')) return null;
    throw err;
  }
}

function toLetterhead(c: RestLetterhead): CompanyHeading {
  const cityLine = [c.city, [c.state_code || c.state, c.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: c.company_name,
    lines: [c.address1, c.address2 ?? '', cityLine, c.company_phone, c.company_email].filter((l) => l.trim() !== ''),
    logo: c.company_image && /^data:image\/(png|jpe?g);base64,/i.test(c.company_image) ? c.company_image : null,
    proposalOverhead: c.proposal_overhead,
  };
}

/** '2026-03-01' → '03/01/2026' (US order); anything else as it came. */
export function usDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (value ?? '');
}

/** Like Promise.all, but a refusal is thrown only once every call has ended (no call outlives the request). */
export async function settled<T extends readonly unknown[]>(values: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(values);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as never;
}
