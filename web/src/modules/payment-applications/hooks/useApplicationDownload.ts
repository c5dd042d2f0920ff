import { useCallback, useState } from 'react';
import { App } from 'antd';
import { fetchDocument, saveBlob } from '../../proposal/documents';
import { BILLING_MESSAGES, ERROR_SECONDS } from '../messages';
import { documentFileName } from '../model';

type Form = 'G702' | 'G703';

/**
 * Downloads an application's G702 or G703 PDF from the gateway's document routes (docs/billing.md §5,
 * /documents/payment-applications/{id}/g702 and /g703) with the session's bearer token, as the proposal page does.
 */
export function useApplicationDownload() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<Form | null>(null);
  const download = useCallback(async (a: { projectUid: string; number: number; g702PdfUrl: string; g703PdfUrl: string }, form: Form) => {
    setBusy(form);
    try {
      saveBlob(await fetchDocument(form === 'G702' ? a.g702PdfUrl : a.g703PdfUrl), documentFileName(a.projectUid, a.number, form));
    } catch {
      message.error({ content: BILLING_MESSAGES.downloadFailed, duration: ERROR_SECONDS });
    } finally {
      setBusy(null);
    }
  }, [message]);
  return { download, busy };
}
