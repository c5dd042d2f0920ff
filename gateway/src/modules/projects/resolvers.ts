import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';
import { projectLoaders } from './loaders.js';
import { PROJECT_INPUT_FIELDS, STATUS_LABEL, toProject, toProjectPayload } from './mapping.js';

const PAGE_SIZE_MAX = 100;
const SEARCH_MAX = 255;
const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);

export const projectResolvers: Resolvers = {
  Query: {
    projects: async (_parent, { status, q, page, pageSize }, ctx) => {
      const search = q?.trim();
      if (search && search.length > SEARCH_MAX) {
        throw new GraphQLError(`Search text can be at most ${SEARCH_MAX} characters.`, {
          extensions: { code: 'BAD_USER_INPUT', fields: { q: `Search text can be at most ${SEARCH_MAX} characters.` } },
        });
      }
      // ONE REST call for the page: owner, people and status come JOINed in each row.
      const res = await ctx.upstream.call('get', 'projects', {
        query: {
          status: status && status.length > 0 ? status.map((s) => STATUS_LABEL[s]).join(',') : undefined,
          q: search || undefined,
          page: Math.max(1, page ?? 1),
          pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, pageSize ?? 100)),
        },
      });
      const rows = list(res.data);
      return { items: rows.map(toProject), total: typeof res.total === 'number' ? res.total : rows.length };
    },
    project: async (_parent, args, ctx) => toProject(await ctx.upstream.get('projects/{id}', { params: { id: args.id } })),
    nextProjectUid: async (_parent, _args, ctx) => {
      const data = await ctx.upstream.get('project/uid');
      return String(data?.Next_UID ?? '');
    },
    invitedProjects: async (_parent, _args, ctx) => {
      const me = await ctx.loaders.me();
      const companyId = me.user.MasterTenantID;
      if (companyId === null || companyId === undefined) {
        throw new GraphQLError('Choose a company first.', { extensions: { code: 'FORBIDDEN' } });
      }
      return list(await ctx.upstream.get('invited/projects/{companyId}', { params: { companyId } })).map(toProject);
    },
  },
  Mutation: {
    createProject: async (_parent, { input }, ctx) =>
      toProject(await ctx.upstream.post('project', { body: toProjectPayload(input), fields: PROJECT_INPUT_FIELDS })),
    updateProject: async (_parent, args, ctx) => toProject(await ctx.upstream.put('project/{id}', {
      params: { id: args.id }, body: toProjectPayload(args.input), fields: PROJECT_INPUT_FIELDS,
    })),
    setProjectStatus: async (_parent, args, ctx) => toProject(await ctx.upstream.put('project/{id}/status', {
      params: { id: args.id }, body: { status: STATUS_LABEL[args.status] },
    })),
    deleteProject: async (_parent, args, ctx) => {
      await ctx.upstream.delete('project/{id}', { params: { id: args.id } });
      return true;
    },
    copyProject: async (_parent, { sourceUid, newUidNumber, name }, ctx) => {
      const res = await ctx.upstream.call('post', 'duplicate-project', {
        query: { oldProjectUid: sourceUid },
        body: { newProjectUid: newUidNumber, projectName: name },
        fields: { newProjectUid: 'newUidNumber', projectName: 'name', oldProjectUid: 'sourceUid' },
      });
      return toProject(res.data);
    },
  },
  Project: {
    totals: (parent, _args, ctx) => projectLoaders(ctx).totalsByUid.load(parent.uid),
  },
  Owner: {
    // Owners from the owners module arrive with their lists; owners embedded in a project row load them here.
    addresses: (owner, _args, ctx) =>
      (Array.isArray(owner.addresses) ? owner.addresses : projectLoaders(ctx).addressesByOwner.load(owner.id)),
    managers: (owner, _args, ctx) =>
      (Array.isArray(owner.managers) ? owner.managers : projectLoaders(ctx).managersByOwner.load(owner.id)),
  },
};
