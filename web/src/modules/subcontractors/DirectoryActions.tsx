import { useState } from 'react';
import { Button } from 'antd';
import { SubcontractorDialog } from './SubcontractorDialog';
import { SubcontractorUploadDialog } from './SubcontractorUploadDialog';

/** All Subcontractors' Add Subcontractor and Upload Subcontractors buttons with their dialogs (docs/projects.md §2.14, §5). */
export function DirectoryActions({ onChanged }: { onChanged: () => void }) {
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setAdding(true)}>Add Subcontractor</Button>
      <Button onClick={() => setUploading(true)}>Upload Subcontractors</Button>
      <SubcontractorDialog open={adding} onClose={() => setAdding(false)} onSaved={onChanged} />
      <SubcontractorUploadDialog open={uploading} onClose={() => setUploading(false)} onDone={onChanged} />
    </>
  );
}
