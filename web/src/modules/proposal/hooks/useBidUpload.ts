import { useCallback, useState } from 'react';
import { App } from 'antd';
import { bidUploadPath, DocumentError, postDocument } from '../documents';
import { PROPOSAL_MESSAGES, UPLOADED_SECONDS } from '../messages';

/** Role 13 uploads its bid PDF (docs/projects.md §2.4, §8): each upload is a new version; `onUploaded` reloads the bid log. */
export function useBidUpload(projectUid: string | null | undefined, onUploaded: () => unknown) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(async (file: File): Promise<boolean> => {
    if (!projectUid) return false;
    setUploading(true);
    try {
      await postDocument(bidUploadPath(projectUid), file);
      message.success({ content: PROPOSAL_MESSAGES.uploaded, duration: UPLOADED_SECONDS });
      await onUploaded();
      return true;
    } catch (err) {
      // A refused file says why (issue 31 item 8); a failure of ours keeps the product's text.
      const refusal = err instanceof DocumentError ? err.refusal : undefined;
      message.error(refusal ? `${PROPOSAL_MESSAGES.uploadRefused} ${refusal}` : PROPOSAL_MESSAGES.uploadFailed);
      return false;
    } finally {
      setUploading(false);
    }
  }, [projectUid, onUploaded, message]);
  return { upload, uploading };
}
