import { useEffect, useState, type ChangeEvent, type DragEvent } from 'react';
import { Alert, App, Form, Modal, Space, Typography } from 'antd';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { toCsvText } from './csv';

// The file checks of every CSV upload dialog (docs/accounts.md §8); each module brings its template and failure text.
export const CSV_MESSAGES = {
  noFile: 'Select a file to upload.',
  notCsv: 'Only .csv files can be uploaded.',
} as const;

/** docs/projects.md §5 Uploads: spreadsheets by MIME type or extension, dropped or chosen. */
export const SPREADSHEET_MESSAGES = {
  invalidType: 'Invalid file type. Please upload an Excel file (.xls, .xlsx or .csv).',
} as const;
const SPREADSHEET_EXTENSIONS = /\.(csv|xls|xlsx)$/i;
const SPREADSHEET_TYPES = new Set([
  'text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);
export const isSpreadsheet = (file: File) => SPREADSHEET_EXTENSIONS.test(file.name) || SPREADSHEET_TYPES.has(file.type);

/** The documented columns of an upload (the template's header row), one example row and the file name. */
export interface CsvTemplate {
  columns: string[];
  example: string[];
  fileName: string;
}

export interface CsvResult {
  ok: boolean;
  imported: number;
  message: string;
  errors: ReadonlyArray<{ line: number; column: string; reason: string }>;
}

export interface CsvUploadDialogProps {
  open: boolean;
  title: string;
  template: CsvTemplate;
  /** Shown when the upload fails (docs/accounts.md §8). */
  failureMessage: string;
  upload?: (csv: string) => Promise<CsvResult>;
  /**
   * Spreadsheet mode (docs/projects.md §5): .csv, .xls or .xlsx by type or extension, dropped on the zone or chosen; the File
   * itself is uploaded. Without it the dialog takes CSV text (`upload`).
   */
  uploadFile?: (file: File) => Promise<CsvResult>;
  /** The failure's reason when the upload itself failed (no answer), e.g. 'Unknown error!'. */
  unknownReason?: string;
  onClose: () => void;
  /** After a successful import: reload the list. */
  onDone: () => void;
}

/** `upload` for a dialog whose CSV goes to `mutation`; `resultOf` finds the import result in its answer. */
export function useCsvUpload<TData>(mutation: TypedDocumentNode<TData, { csv: string }>, resultOf: (data: TData) => CsvResult) {
  const client = useApolloClient();
  return async (csv: string) => {
    const res = await client.mutate({ mutation, variables: { csv } });
    if (!res.data) throw new Error('no result');
    return resultOf(res.data as TData);
  };
}

/** The template file: its header row and example row, by the product's one CSV writer (docs/architecture.md §5.2). */
export function templateCsv(template: Pick<CsvTemplate, 'columns' | 'example'>): string {
  return toCsvText([template.columns, template.example], '\n');
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function CsvUploadDialog({
  open, title, template, failureMessage, upload, uploadFile, unknownReason = '', onClose, onDone,
}: CsvUploadDialogProps) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ detail: string; rows: CsvResult['errors'] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const spreadsheet = uploadFile !== undefined;

  useEffect(() => {
    if (open) {
      setFile(null);
      setProblem(null);
      setFailure(null);
    }
  }, [open]);

  function choose(chosen: File | null) {
    setFailure(null);
    if (spreadsheet && chosen && !isSpreadsheet(chosen)) {
      setFile(null);
      return setProblem(SPREADSHEET_MESSAGES.invalidType);
    }
    setFile(chosen);
    setProblem(null);
  }

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    choose(e.target.files?.[0] ?? null);
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files?.[0] ?? null);
  }

  async function submit() {
    if (!file) return setProblem(problem === SPREADSHEET_MESSAGES.invalidType ? problem : CSV_MESSAGES.noFile);
    if (spreadsheet ? !isSpreadsheet(file) : !file.name.toLowerCase().endsWith('.csv')) {
      return setProblem(spreadsheet ? SPREADSHEET_MESSAGES.invalidType : CSV_MESSAGES.notCsv);
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      const result = uploadFile ? await uploadFile(file) : await upload!(await readText(file));
      if (result.ok) {
        message.success({ content: result.message, duration: 6 });
        onDone();
        onClose();
      } else {
        setFailure({ detail: result.message, rows: result.errors });
      }
    } catch {
      setFailure({ detail: unknownReason, rows: [] });
    } finally {
      setBusy(false);
    }
  }

  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(template))}`;

  return (
    <Modal open={open} title={title} okText="Submit" cancelText="Cancel" onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">Columns: {template.columns.join(', ')}</Typography.Text>
        <a href={href} download={template.fileName}>
          Download template
        </a>
        <Form layout="vertical" component="div">
          <Form.Item
            label={spreadsheet ? 'Spreadsheet file' : 'CSV file'}
            htmlFor="csv-file"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            {spreadsheet ? (
              <div
                data-testid="file-drop-zone"
                onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                style={{ border: `1px dashed ${dragging ? '#0958d9' : '#8c8c8c'}`, borderRadius: 6, padding: 16, textAlign: 'center' }}
              >
                <Typography.Paragraph style={{ marginBottom: 8 }}>Drag and drop a .csv, .xls or .xlsx file here, or choose one:</Typography.Paragraph>
                <input
                  id="csv-file"
                  type="file"
                  accept=".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={onFile}
                />
                {file && <Typography.Paragraph style={{ margin: '8px 0 0' }}>Chosen: {file.name}</Typography.Paragraph>}
              </div>
            ) : (
              <input id="csv-file" type="file" accept=".csv,text/csv" onChange={onFile} />
            )}
          </Form.Item>
        </Form>
        {failure && (
          <Alert
            type="error"
            showIcon
            title={failureMessage}
            description={
              <>
                {failure.detail && <div>{failure.detail}</div>}
                {failure.rows.length > 0 && (
                  <ul aria-label="Rows not imported" style={{ margin: 0, paddingInlineStart: 20 }}>
                    {failure.rows.map((r, i) => (
                      <li key={i}>
                        Line {r.line}, {r.column}: {r.reason}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            }
          />
        )}
      </Space>
    </Modal>
  );
}
