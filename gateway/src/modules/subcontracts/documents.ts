import type { FastifyInstance } from 'fastify';
import { FormData } from 'undici';
import { createContext } from '../../context.js';
import { sendDocumentError, sendPdf } from '../../documents/http.js';
import { readForm, UPLOAD_BODY_LIMIT, uploadScope } from '../../documents/uploads.js';
import { intId } from '../../ids.js';
import type { Upstream } from '../../upstream.js';
import { loadSubcontractPdfData, loadWaiverPdfData } from './data.js';
import { subcontractLoaders } from './loaders.js';
import { subcontractFileName, waiverFileName } from './pdf-data.js';
import { renderSubcontractPdf } from './subcontract-pdf.js';
import { renderWaiverPdf } from './waiver-pdf.js';

// The subcontract PDF, the payments' lien waivers and the signed waivers beside /graphql (schema/subcontracts.graphql
// header; docs/subcontracts.md §6), with the caller's bearer token: the REST API's access rules decide. Refusals answer
// JSON {message, reason} with the REST status, never internals.

export async function registerSubcontractDocuments(app: FastifyInstance, upstream: Upstream): Promise<void> {
  app.get<{ Params: { id: string } }>('/documents/subcontracts/:id', async (request, reply) => {
    try {
      const data = await loadSubcontractPdfData(createContext(upstream, request), String(intId(request.params.id, 'id')));
      return sendPdf(reply, await renderSubcontractPdf(data), subcontractFileName(data));
    } catch (err) {
      return sendDocumentError(request, reply, err);
    }
  });

  // docs/subcontracts.md §1: conditional on a progress payment, unconditional on the final one, from its frozen figures.
  // The commitment travels in the query (SubcontractPayment.waiverPdfUrl): REST reads payments within their commitment.
  app.get<{ Params: { id: string }; Querystring: { subcontract?: string } }>('/documents/subcontract-payments/:id/waiver', async (request, reply) => {
    try {
      const paymentId = String(intId(request.params.id, 'id'));
      const commitmentId = String(intId(request.query.subcontract ?? '', 'subcontract'));
      const data = await loadWaiverPdfData(createContext(upstream, request), paymentId, commitmentId);
      return sendPdf(reply, await renderWaiverPdf(data), waiverFileName(data));
    } catch (err) {
      return sendDocumentError(request, reply, err);
    }
  });

  // The signed waiver as uploaded: streamed from the REST API, never buffered (the proposal's bid uploads' way).
  app.get<{ Params: { id: string } }>('/documents/subcontract-payments/:id/signed-waiver', async (request, reply) => {
    try {
      const paymentId = intId(request.params.id, 'id');
      const file = await createContext(upstream, request).upstream.stream('subcontract/payment/{paymentId}/waiver', { paymentId });
      reply.header('content-type', file.contentType ?? 'application/pdf').header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.contentDisposition) reply.header('content-disposition', file.contentDisposition);
      if (file.contentLength) reply.header('content-length', file.contentLength);
      return reply.send(file.body);
    } catch (err) {
      return sendDocumentError(request, reply, err);
    }
  });

  // Uploads the signed waiver (multipart `file`, a PDF): REST checks the file; the answer is the commitment as GraphQL maps it.
  await uploadScope(app, (scope) => {
    scope.post<{ Params: { id: string }; Body: Buffer }>('/documents/subcontract-payments/:id/signed-waiver', { bodyLimit: UPLOAD_BODY_LIMIT },
      async (request, reply) => {
        try {
          const ctx = createContext(upstream, request);
          const paymentId = intId(request.params.id, 'id');
          const incoming = await readForm(request);
          const form = new FormData();
          const file = incoming?.get('file');
          if (file && typeof file !== 'string') form.append('file', file, file.name);
          const rest = await ctx.upstream.post('subcontract/payment/{paymentId}/waiver', { params: { paymentId: String(paymentId) }, form });
          return reply.send(subcontractLoaders(ctx).written(rest));
        } catch (err) {
          return sendDocumentError(request, reply, err);
        }
      });
  });
}
