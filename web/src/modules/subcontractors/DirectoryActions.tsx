import { useState } from 'react';
import { Button } from 'antd';
import { canWrite, useSession } from '../../app/session';
import { SubcontractorDialog } from './SubcontractorDialog';
import { SubcontractorUploadDialog } from './SubcontractorUploadDialog';

/** All Subcontractors' Add Subcontractor and Upload Subcontractors buttons with their dialogs (docs/projects.md §2.14, §5). */
export function DirectoryActions({ onChanged }: { onChanged: () => void }) {
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The upload has its own area, which the server enforces (issue 31 item 17).
  const canUpload = canWrite(useSession().permissions, 'upload_subcontractors');
  return (
    <>
      <Button type="primary" onClick={() => setAdding(true)}>Add Subcontractor</Button>
      {canUpload && <Button onClick={() => setUploading(true)}>Upload Subcontractors</Button>}
      <SubcontractorDialog open={adding} onClose={() => setAdding(false)} onSaved={onChanged} />
      <SubcontractorUploadDialog open={uploading} onClose={() => setUploading(false)} onDone={onChanged} />
    </>
  );
}
