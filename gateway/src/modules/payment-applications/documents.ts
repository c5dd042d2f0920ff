import type { FastifyInstance } from 'fastify';
import { createContext } from '../../context.js';
import { sendDocumentError, sendPdf } from '../../documents/http.js';
import { intId } from '../../ids.js';
import type { Upstream } from '../../upstream.js';
import { loadBillingPdfData } from './data.js';
import { renderG702Pdf } from './g702.js';
import { renderG703Pdf } from './g703.js';
import { billingFileName } from './pdf-data.js';

// The G702 and G703 beside /graphql (schema/payment-applications.graphql header; docs/billing.md §5), with the caller's
// bearer token: the REST API's access rules decide. Refusals answer JSON {message, reason} with the REST status.
const RENDERERS = { g702: { form: 'G702', render: renderG702Pdf }, g703: { form: 'G703', render: renderG703Pdf } } as const;

export async function registerPaymentApplicationDocuments(app: FastifyInstance, upstream: Upstream): Promise<void> {
  app.get<{ Params: { id: string; form: string } }>('/documents/payment-applications/:id/:form', async (request, reply) => {
    try {
      const { form } = request.params;
      const renderer = Object.hasOwn(RENDERERS, form) ? RENDERERS[form as keyof typeof RENDERERS] : undefined;
      if (!renderer) return reply.status(404).send({ message: 'No such document.', reason: 'NOT_FOUND' });
      const id = String(intId(request.params.id, 'id'));
      const data = await loadBillingPdfData(createContext(upstream, request), id);
      return sendPdf(reply, await renderer.render(data), billingFileName(renderer.form, data));
    } catch (err) {
      return sendDocumentError(request, reply, err);
    }
  });
}
