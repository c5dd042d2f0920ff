import { useCallback, useState } from 'react';
import { App } from 'antd';
import { fetchDocument, saveBlob } from '../../proposal/documents';
import { ERROR_SECONDS, PCO_MESSAGES } from '../messages';
import { pcoFileName } from '../model';

/** Downloads a PCO's A4 PDF from the gateway (Pco.pdfUrl, docs/projects.md §2.9) with the session's token. */
export function usePcoDownload() {
  const { message } = App.useApp();
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = useCallback(async (pco: { id: string; name: string; title: string; pdfUrl: string }) => {
    setBusyId(pco.id);
    try {
      saveBlob(await fetchDocument(pco.pdfUrl), pcoFileName(pco));
    } catch {
      message.error({ content: PCO_MESSAGES.downloadFailed, duration: ERROR_SECONDS });
    } finally {
      setBusyId(null);
    }
  }, [message]);
  return { download, busyId };
}
