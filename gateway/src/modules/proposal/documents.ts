import type { FastifyInstance } from 'fastify';
import { FormData } from 'undici';
import { createContext } from '../../context.js';
import { sendDocumentError, sendPdf } from '../../documents/http.js';
import { readForm, UPLOAD_BODY_LIMIT, uploadScope } from '../../documents/uploads.js';
import type { Upstream } from '../../upstream.js';
import { loadProposalData, proposalFileName } from './data.js';
import { toBidLogEntry } from './mapping.js';
import { renderProposalPdf } from './pdf.js';

// The gateway's document routes (schema/proposal.graphql header): binary files do not travel in GraphQL. Each call
// carries the caller's bearer token to the REST API, whose access rules decide; a refusal answers JSON
// {message, reason} with the REST status, never internals.

export async function registerProposalDocuments(app: FastifyInstance, upstream: Upstream): Promise<void> {
  // docs/projects.md §2.4 Download proposal, §2.5: the PDF the email also carries (the same renderer, pdf.ts).
  app.get<{ Params: { projectUid: string } }>('/documents/proposal/:projectUid', async (request, reply) => {
    try {
      const data = await loadProposalData(createContext(upstream, request), request.params.projectUid);
      const pdf = await renderProposalPdf(data);
      return sendPdf(reply, pdf, proposalFileName(data));
    } catch (err) {
      return sendDocumentError(request, reply, err);
    }
  });

  // One uploaded bid PDF (staff with bid_sheets read, or its uploader): streamed from the REST API, never buffered.
  app.get<{ Params: { id: string } }>('/documents/bid-uploads/:id', async (request, reply) => {
    try {
      const file = await createContext(upstream, request).upstream.stream('contractor/bidupload/file/{id}', { id: request.params.id });
      // Never sniffed as anything but what REST says it is (issue 30 §8).
      reply.header('content-type', file.contentType ?? 'application/pdf').header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.contentDisposition) reply.header('content-disposition', file.contentDisposition);
      if (file.contentLength) reply.header('content-length', file.contentLength);
      return reply.send(file.body);
    } catch (err) {
      return sendDocumentError(request, reply, err);
    }
  });

  // Role 13 uploads its bid (docs/projects.md §2.4 'Upload Your Bid'): multipart `file`, passed on to REST with project_uid. The REST
  // API checks everything (PDF by content, 20 MB, invitation); this route only lets a 20 MB file and its envelope in.
  await uploadScope(app, (scope) => {
    scope.post<{ Querystring: { projectUid?: string }; Body: Buffer }>('/documents/bid-uploads', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      try {
        const ctx = createContext(upstream, request);
        const incoming = await readForm(request);
        const form = new FormData();
        form.append('project_uid', request.query.projectUid ?? '');
        const file = incoming?.get('file');
        if (file && typeof file !== 'string') form.append('file', file, file.name);
        // The REST route is keyed by the caller's own id (another id is 403).
        const me = await ctx.loaders.me();
        const entry = await ctx.upstream.post('contractor/bidupload/{userId}', { params: { userId: me.user.id }, form });
        return reply.send(toBidLogEntry(entry));
      } catch (err) {
        return sendDocumentError(request, reply, err);
      }
    });
  });
}
