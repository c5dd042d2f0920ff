import { useCallback, useState } from 'react';
import { App } from 'antd';
import { fetchDocument, openBlob } from '../documents';
import { PROPOSAL_MESSAGES } from '../messages';

/** Opens an uploaded bid's PDF (its gateway url, with the bearer token) in a new tab. */
export function useOpenBidUpload() {
  const { message } = App.useApp();
  const [opening, setOpening] = useState<string | null>(null);
  const open = useCallback(async (upload: { id: string; url: string; fileName: string }) => {
    setOpening(upload.id);
    try {
      openBlob(await fetchDocument(upload.url), upload.fileName);
    } catch {
      message.error(PROPOSAL_MESSAGES.openFailed);
    } finally {
      setOpening(null);
    }
  }, [message]);
  return { open, opening };
}
