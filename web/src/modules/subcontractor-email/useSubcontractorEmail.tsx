import { useEffect, useState, type ReactNode } from 'react';
import { App, Button, Space, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useSession } from '../../app/session';
import { selectedProjectId } from '../projects/selection';
import { EMAIL_MESSAGES } from './messages';
import { SendEmailDialog, type EmailRecipient } from './SendEmailDialog';

export interface SubcontractorEmail<Row> {
  /** The grid's checkboxes: only while a project is chosen (docs/projects.md §2.14). */
  rowSelection: TableProps<Row>['rowSelection'];
  /** 'Send Proposal Invitation' and its dialog; null without a chosen project. */
  action: ReactNode;
}

/**
 * What All Subcontractors needs to email the chosen project's subcontractors: the selection (kept across pages,
 * cleared when the project changes) and the button that opens the send dialog, or says 'No selected subs'.
 */
export function useSubcontractorEmail<Row extends EmailRecipient>(enabled: boolean): SubcontractorEmail<Row> {
  const session = useSession();
  const { message } = App.useApp();
  const stored = session.selectedProject;
  const projectUid = stored ? String(stored.ProjectUid) : null;
  const [selected, setSelected] = useState<Row[]>([]);
  const [open, setOpen] = useState(false);
  useEffect(() => setSelected([]), [projectUid]);

  if (!stored || !projectUid || !enabled) return { rowSelection: undefined, action: null };
  const companyId = session.selectedComp?.id ?? session.company?.id ?? session.user?.tenantId ?? null;

  return {
    rowSelection: {
      selectedRowKeys: selected.map((r) => r.id),
      preserveSelectedRowKeys: true,
      onChange: (_keys, rows) => setSelected(rows.filter((r): r is Row => !!r)),
      getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.companyName}` }) as never,
    },
    action: (
      <Space>
        <Button
          type="primary"
          onClick={() => (selected.length === 0 ? void message.warning(EMAIL_MESSAGES.noSubs) : setOpen(true))}
        >
          Send Proposal Invitation
        </Button>
        <Typography.Text type="secondary" aria-live="polite">{`${selected.length} selected`}</Typography.Text>
        <SendEmailDialog
          open={open}
          project={{ id: selectedProjectId(stored), uid: projectUid, name: String(stored.name ?? '') }}
          companyId={typeof companyId === 'number' ? companyId : null}
          recipients={selected}
          onClose={() => setOpen(false)}
          onSent={() => setSelected([])}
        />
      </Space>
    ),
  };
}
