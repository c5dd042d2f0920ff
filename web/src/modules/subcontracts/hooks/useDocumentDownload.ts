import { useCallback, useState } from 'react';
import { fetchDocument, saveBlob } from '../../proposal/documents';

/**
 * Downloads a PDF from the gateway's document routes (schema/subcontracts.graphql header: the subcontract, a payment's
 * lien waiver, the signed waiver) with the session's bearer token, as the proposal page does. Throws when refused.
 */
export function useDocumentDownload() {
  const [busy, setBusy] = useState(false);
  const download = useCallback(async (path: string, fileName: string) => {
    setBusy(true);
    try {
      saveBlob(await fetchDocument(path), fileName.replace(/[\\/:*?"<>|]/g, ''));
    } finally {
      setBusy(false);
    }
  }, []);
  return { download, busy };
}
