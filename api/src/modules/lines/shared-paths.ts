import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { Access } from '../../auth/access.js';
import type { Area } from '../../auth/areas.js';
import type { RequestContext } from '../../auth/context.js';
import { can } from '../../auth/permissions.js';
import type { Db } from '../../db/types.js';
import { forbidden } from '../../errors.js';
import type { LaborLineFields } from './line-pricing.js';

// The bid sheets' line paths are shared (docs/projects.md §7): POST, PUT and DELETE division/internallabour and DELETE
// directtrade/delete also serve direct-cost lines, named by `bill=DC` or a `direct_cost_id`. The owner of the paths
// (bids) hands a request to the other owner that claims it, given through the module list, never by name.

/** A labor line body of the shared paths as the other owner reads it. */
export type SharedLaborBody = LaborLineFields & { direct_cost_id?: number; date?: string | null };

/** Another owner of the shared line paths: what it claims, its writes and its answers' shapes. */
export interface SharedLineOwner {
  /** Its permission area: writing its lines needs write on it. */
  area: Area;
  /** Whether a request on a shared path names one of its lines. */
  claims(request: FastifyRequest): boolean;
  addLabor(ctx: RequestContext, db: Db, body: SharedLaborBody): Promise<unknown>;
  updateLabor(ctx: RequestContext, db: Db, id: number, body: SharedLaborBody): Promise<unknown>;
  deleteLabor(ctx: RequestContext, db: Db, id: number): Promise<unknown>;
  deleteTrade(ctx: RequestContext, db: Db, id: number): Promise<unknown>;
  /** The answers of its labor line writes (201 on add) and of its line deletes. */
  schemas: { laborLine: TSchema; lineDeleted: TSchema };
}

/** The write access of a shared path: either owner's area; the handler checks which (requireLineArea). */
export const sharedLineWrite = (own: Area, other: SharedLineOwner): Access =>
  ({ anyOf: [own, other.area], mode: 'write', external: false });

/** preValidation of the shared paths: write on the area of the line the request names (403 otherwise). */
export function requireLineArea(own: Area, other: SharedLineOwner) {
  return async (request: FastifyRequest): Promise<void> => {
    const area = other.claims(request) ? other.area : own;
    if (!can(request.ctx.permissions, area, 'write')) throw forbidden();
  };
}

/** The one module of the list that shares the line paths (direct costs); the app cannot start without it. */
export function sharedLineOwnerOf(modules: readonly { sharedLines?: SharedLineOwner }[]): SharedLineOwner {
  const owners = modules.flatMap((m) => (m.sharedLines ? [m.sharedLines] : []));
  if (owners.length !== 1) throw new Error(`The bid line paths need one other owner of lines; the module list gives ${owners.length}`);
  return owners[0]!;
}
