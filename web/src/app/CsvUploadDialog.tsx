import { useEffect, useState, type ChangeEvent } from 'react';
import { Alert, App, Form, Modal, Space, Typography } from 'antd';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

// The file checks of every CSV upload dialog (000 §8); each module brings its template and failure text.
export const CSV_MESSAGES = {
  noFile: 'Select a file to upload.',
  notCsv: 'Only .csv files can be uploaded.',
} as const;

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
  /** Shown when the upload fails (000 §8). */
  failureMessage: string;
  upload: (csv: string) => Promise<CsvResult>;
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

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function templateCsv(template: Pick<CsvTemplate, 'columns' | 'example'>): string {
  return `${template.columns.join(',')}\n${template.example.map(cell).join(',')}\n`;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function CsvUploadDialog({ open, title, template, failureMessage, upload, onClose, onDone }: CsvUploadDialogProps) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ detail: string; rows: CsvResult['errors'] } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setFile(null);
      setProblem(null);
      setFailure(null);
    }
  }, [open]);

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    setFile(e.target.files?.[0] ?? null);
    setProblem(null);
    setFailure(null);
  }

  async function submit() {
    if (!file) return setProblem(CSV_MESSAGES.noFile);
    if (!file.name.toLowerCase().endsWith('.csv')) return setProblem(CSV_MESSAGES.notCsv);
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      const result = await upload(await readText(file));
      if (result.ok) {
        message.success({ content: result.message, duration: 6 });
        onDone();
        onClose();
      } else {
        setFailure({ detail: result.message, rows: result.errors });
      }
    } catch {
      setFailure({ detail: '', rows: [] });
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
          <Form.Item label="CSV file" htmlFor="csv-file" validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
            <input id="csv-file" type="file" accept=".csv,text/csv" onChange={onFile} />
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
