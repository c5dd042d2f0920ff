import type { FastifyInstance } from 'fastify';
import { createContext } from '../../context.js';
import { sendDocumentError, sendPdf } from '../../documents/http.js';
import type { Upstream } from '../../upstream.js';
import { loadPcoData } from './data.js';
import { pcoFileName, renderPcoPdf } from './pdf.js';

// The PCO's A4 PDF beside /graphql (schema/pcos.graphql header: Pco.pdfUrl), with the caller's bearer token: the REST
// API's access rules decide (pcos or cos read; another tenant's PCO is 404). Refusals answer JSON {message, reason}.
export async function registerPcoDocuments(app: FastifyInstance, upstream: Upstream): Promise<void> {
  app.get<{ Params: { id: string } }>('/documents/pcos/:id', async (request, reply) => {
    try {
      const data = await loadPcoData(createContext(upstream, request), request.params.id);
      return sendPdf(reply, await renderPcoPdf(data), pcoFileName(data));
    } catch (err) {
      return sendDocumentError(request, reply, err);
    }
  });
}
