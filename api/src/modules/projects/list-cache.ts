import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { tenantOf, type RequestContext, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { reusedJson, type ReusedJson } from '../../json-text.js';

// Pages of the project list as the database wrote them (list-json.ts), kept in this API process under the tenant's
// list version (migration 0020): triggers bump it in the same transaction as any change to a table the page reads,
// so a page is served only while nothing it shows has changed, on any API instance (each checks the version in the
// database on every request). The All Projects screen is what every user opens first and re-opens all day: most
// requests are the same few pages (issue 9 "Four times the pages per core").

export interface ListPage {
  json: string;
  total: number;
}

/** Everything a page depends on besides the tenant's data: the filter, the paging, and who may see what. */
export interface ListPageKey {
  page: number;
  pageSize: number;
  q?: string;
  uid?: string;
  statuses?: readonly string[];
  /** Role 13 sees only its invited projects, and no owner. */
  invitedUserId?: number;
  external: boolean;
}

/** Who asks: the tenant, and the list version the access guard read with the caller (else it is read here). */
export type ListScope = TenantScope & Partial<Pick<RequestContext, 'projectListVersion'>>;

export interface ProjectListCache {
  /**
   * The page's entity tag, and its answer `{"data":[…],"total":n}` unless the client already holds that tag
   * (`ifNoneMatch`: then 304, nothing built). The answer comes from the cache when the tenant's list version is the
   * one it was built at, else from `build` (then kept), with its compressed forms kept beside it.
   */
  page(ctx: ListScope, db: Db, key: ListPageKey, build: () => Promise<ListPage>, ifNoneMatch?: string): Promise<{ etag: string; answer?: ReusedJson }>;
}

const answerOf = (p: ListPage): ReusedJson => reusedJson(`{"data":${p.json},"total":${p.total}}`);

/** The tenant's list version ('0' before its first change): the guard's when it read it, else read now. */
async function listVersion(ctx: ListScope, db: Db): Promise<string> {
  if (ctx.projectListVersion !== undefined) return ctx.projectListVersion;
  const row = await db.selectFrom('project_list_versions').select('version')
    .where('tenant_id', '=', tenantOf(ctx)).executeTakeFirst();
  return row ? String(row.version) : '0';
}

/**
 * A cache of at most `maxBytes` of pages (least recently used go first); 0 turns it off (tags still work). Concurrent
 * requests for a page not yet cached share one build.
 */
export function projectListCache(maxBytes: number): ProjectListCache {
  // The text as UTF-16, and room for its brotli and gzip forms (a few percent of it each).
  const pages = maxBytes > 0
    ? new LRUCache<string, ReusedJson>({ maxSize: maxBytes, sizeCalculation: (p) => Math.ceil(p.text.length * 2.2) + 200 })
    : undefined;
  const building = new Map<string, Promise<ReusedJson>>();
  return {
    async page(ctx, db, key, build, ifNoneMatch) {
      const version = await listVersion(ctx, db);
      const id = JSON.stringify([tenantOf(ctx), version, key.page, key.pageSize, key.q ?? null, key.uid ?? null,
        key.statuses ?? null, key.invitedUserId ?? null, key.external]);
      // The tag names the page and the version: equal tags, equal answers, on any API instance.
      const etag = `W/"pl-${createHash('sha1').update(id).digest('base64url')}"`;
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => t.trim() === etag)) return { etag };
      if (!pages) return { etag, answer: answerOf(await build()) };
      const cached = pages.get(id);
      if (cached) return { etag, answer: cached };
      let pending = building.get(id);
      if (!pending) {
        // Built after the version was read: it shows that version or a newer one, never an older one.
        pending = build().then((p) => {
          const answer = answerOf(p);
          pages.set(id, answer);
          return answer;
        }).finally(() => building.delete(id));
        building.set(id, pending);
      }
      return { etag, answer: await pending };
    },
  };
}
