import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../test/utils';
import { CSV_MESSAGES, CsvUploadDialog, SPREADSHEET_MESSAGES, templateCsv, type CsvTemplate } from './CsvUploadDialog';

const csvText = 'first_name,last_name\nAnn,Lee\n';
const csvFile = (name = 'staff.csv', text = csvText) => new File([text], name, { type: 'text/csv' });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

const TEMPLATE: CsvTemplate = {
  columns: ['position', 'level', 'cost_code'],
  example: ['Carpenter, Lead', 'Say "Journeyman"', '06-100'],
  fileName: 'positions_levels_template.csv',
};

function dialog(upload = vi.fn(), onDone = vi.fn()) {
  renderWithProviders(
    <CsvUploadDialog
      open
      title="Upload Positions and Levels"
      template={TEMPLATE}
      failureMessage="Sorry! Couldn't upload positions and levels."
      upload={upload}
      onClose={() => {}}
      onDone={onDone}
    />,
  );
}

describe('CSV upload dialog', () => {
  it("no file: 'Select a file to upload.'; a non-csv file is refused; nothing is sent", async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    const upload = vi.fn();
    dialog(upload);
    submit();
    expect(await screen.findByText('Select a file to upload.')).toBeInTheDocument();
    pick(csvFile('staff.xlsx'));
    submit();
    expect(await screen.findByText(CSV_MESSAGES.notCsv)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('template link carries the columns and one example row, quoted where needed', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    dialog();
    const link = await screen.findByRole('link', { name: 'Download template' });
    const csv = decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(csv).toBe(templateCsv(TEMPLATE));
    expect(csv).toBe('position,level,cost_code\n"Carpenter, Lead","Say ""Journeyman""",06-100\n');
    expect(link).toHaveAttribute('download', 'positions_levels_template.csv');
  });

  it('sends the file text; success reloads', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    const upload = vi.fn().mockResolvedValue({ ok: true, imported: 1, message: '1 rows imported.', errors: [] });
    const onDone = vi.fn();
    dialog(upload, onDone);
    pick(csvFile());
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith(csvText);
    expect(await screen.findByText('1 rows imported.')).toBeInTheDocument();
  });
});

describe('CSV upload dialog, spreadsheet mode (docs/projects.md §5 Uploads)', () => {
  function spreadsheetDialog(uploadFile = vi.fn(), onDone = vi.fn()) {
    renderWithProviders(
      <CsvUploadDialog
        open
        title="Upload Subcontractors"
        template={TEMPLATE}
        failureMessage="Sorry! Couldn't upload subcontractors."
        unknownReason="Unknown error!"
        uploadFile={uploadFile}
        onClose={() => {}}
        onDone={onDone}
      />,
    );
  }
  const drop = (file: File) => fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });

  it('a dropped or chosen file of another type is refused with the spec message; nothing is sent', async () => {
    signIn({ read: ['all_subcontractors'], write: ['all_subcontractors'] });
    const uploadFile = vi.fn();
    spreadsheetDialog(uploadFile);
    drop(new File(['%PDF'], 'subs.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(SPREADSHEET_MESSAGES.invalidType)).toBeInTheDocument();
    submit();
    expect(await screen.findByText('Invalid file type. Please upload an Excel file (.xls, .xlsx or .csv).')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Spreadsheet file'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    submit();
    expect(upload(uploadFile)).toBe(0);
  });

  it('accepts .xlsx by extension, .xls by MIME type and .csv; sends the File; refused rows and unknown failures are shown', async () => {
    signIn({ read: ['all_subcontractors'], write: ['all_subcontractors'] });
    const uploadFile = vi.fn()
      .mockResolvedValueOnce({ ok: false, imported: 0, message: '1 row is not valid; nothing was imported.', errors: [{ line: 3, column: 'email', reason: 'This is not a valid email address.' }] })
      .mockRejectedValueOnce(new Error('network'));
    spreadsheetDialog(uploadFile);
    const xlsx = new File(['PK'], 'subs.xlsx', { type: '' });
    drop(xlsx);
    expect(await screen.findByText('Chosen: subs.xlsx')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('Line 3, email: This is not a valid email address.')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith(xlsx);
    drop(new File(['x'], 'legacy', { type: 'application/vnd.ms-excel' }));
    submit();
    expect(await screen.findByText('Unknown error!')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });
});

const upload = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.length;
