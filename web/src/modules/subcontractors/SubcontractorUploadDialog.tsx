import { useApolloClient } from '@apollo/client/react';
import { CsvUploadDialog, type CsvTemplate } from '../../app/CsvUploadDialog';
import { UploadSubcontractorsMutation } from './operations';

// docs/projects.md §5 Uploads and §8 Subcontractors (upload texts); columns as POST contractor/uploadcsvdata reads them.
export const SUB_UPLOAD_MESSAGES = {
  success: 'Subcontractors added successfully.',
  failed: "Sorry! Couldn't upload subcontractors.",
  unknown: 'Unknown error!',
} as const;

export const SUB_UPLOAD_TEMPLATE: CsvTemplate = {
  columns: [
    'company_name', 'first_name', 'last_name', 'email', 'phone_number', 'fax_number', 'cc_email', 'payable_email',
    'account_recievable_email', 'mobile_number', 'rating', 'note', 'labors_and_design', 'design_type', 'bidding_history',
    'is_national', 'working_states', 'address_1', 'address_2', 'city', 'state', 'zip', 'manager_first_name', 'manager_last_name',
    'manager_email', 'manager_phone', 'divisions', 'subdivisions',
  ],
  example: [
    'Lone Star Concrete LLC', 'Dana', 'Diaz', 'bids@lonestar.example', '(512) 555-0100', '', '', 'ap@lonestar.example', '', '',
    '4', 'Reliable on slabs', 'Union; Civil', 'Civil', 'Has bid', 'no', 'TX; OK', '100 Congress Ave', 'Suite 200', 'Austin', 'TX',
    '78701', 'Mark', 'Miller', 'mark@lonestar.example', '(512) 555-0111', '03', '03 30 00 Cast-in-Place Concrete',
  ],
  fileName: 'subcontractors_template.csv',
};

/** The file's bytes as base64 (the data URL's payload). */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface SubcontractorUploadDialogProps { open: boolean; onClose: () => void; onDone: () => void }

/** Upload Subcontractors: a .csv, .xls or .xlsx dropped or chosen; whole file or nothing, refused rows listed. */
export function SubcontractorUploadDialog({ open, onClose, onDone }: SubcontractorUploadDialogProps) {
  const client = useApolloClient();
  return (
    <CsvUploadDialog
      open={open}
      title="Upload Subcontractors"
      template={SUB_UPLOAD_TEMPLATE}
      failureMessage={SUB_UPLOAD_MESSAGES.failed}
      unknownReason={SUB_UPLOAD_MESSAGES.unknown}
      uploadFile={async (file) => {
        const res = await client.mutate({
          mutation: UploadSubcontractorsMutation, variables: { fileName: file.name, contentBase64: await readBase64(file) },
        });
        const result = res.data?.uploadSubcontractors;
        if (!result) throw new Error('no result');
        return result.ok ? { ...result, message: SUB_UPLOAD_MESSAGES.success } : result;
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
