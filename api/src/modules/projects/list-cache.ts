import { LRUCache } from 'lru-cache';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';

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
  hideOwner: boolean;
}

export interface ProjectListCache {
  /** The page from the cache when the tenant's list version is the one it was built at, else `build`'s (kept). */
  page(ctx: TenantScope, db: Db, key: ListPageKey, build: () => Promise<ListPage>): Promise<ListPage>;
}

/** The tenant's list version now ('0' before its first change). */
async function listVersion(ctx: TenantScope, db: Db): Promise<string> {
  const row = await db.selectFrom('project_list_versions').select('version')
    .where('tenant_id', '=', tenantOf(ctx)).executeTakeFirst();
  return row ? String(row.version) : '0';
}

/**
 * A cache of at most `maxBytes` of pages (least recently used go first); 0 turns it off. Concurrent requests for a
 * page not yet cached share one build.
 */
export function projectListCache(maxBytes: number): ProjectListCache {
  if (maxBytes <= 0) return { page: (_ctx, _db, _key, build) => build() };
  const pages = new LRUCache<string, ListPage>({ maxSize: maxBytes, sizeCalculation: (p) => p.json.length * 2 + 200 });
  const building = new Map<string, Promise<ListPage>>();
  return {
    async page(ctx, db, key, build) {
      const version = await listVersion(ctx, db);
      const id = JSON.stringify([tenantOf(ctx), version, key.page, key.pageSize, key.q ?? null, key.uid ?? null,
        key.statuses ?? null, key.invitedUserId ?? null, key.hideOwner]);
      const cached = pages.get(id);
      if (cached) return cached;
      let pending = building.get(id);
      if (!pending) {
        // Built after the version was read: it shows that version or a newer one, never an older one.
        pending = build().then((p) => { pages.set(id, p); return p; }).finally(() => building.delete(id));
        building.set(id, pending);
      }
      return pending;
    },
  };
}
