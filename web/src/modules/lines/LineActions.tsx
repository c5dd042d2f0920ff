import { Button, Space } from 'antd';
import type { ConfirmedAction } from '../../app/useConfirmedAction';
import { LINE_MESSAGES } from './messages';
import { isNewRow, type EditableRow, type RowEditor } from './useRowEditor';

export interface LineActionsOptions<L extends { id: string }, D> {
  editor: RowEditor<D>;
  save: () => void;
  draftOf: (line: L) => D;
  /** How Edit and Delete name their line to a screen reader, e.g. 'labor Carpenter Journeyman' or 'trade Brick'. */
  name: (line: L) => string;
  deleteQuestion: string;
  onDelete?: (line: L) => Promise<unknown>;
  confirm: (action: ConfirmedAction) => void;
}

/**
 * The Actions column of a bid's, PCO's or direct cost's line table (docs/projects.md §4 'Table rows'): Save and Cancel on the row
 * in edit; Edit and Delete on the others, held back while a row is in edit (one row at a time); Delete asks first.
 */
export function lineActionsColumn<L extends { id: string }, D>({ editor, save, draftOf, name, deleteQuestion, onDelete, confirm }: LineActionsOptions<L, D>) {
  return {
    title: 'Actions',
    key: 'actions',
    // Save/Cancel of a new or edited line stay in view without scrolling sideways (issue 31 item 14).
    fixed: 'right' as const,
    render: (_: unknown, r: EditableRow<L>) => (editor.isEditing(r.id) ? (
      <Space size={0}>
        <Button type="link" size="small" onClick={save}>Save</Button>
        <Button type="link" size="small" onClick={editor.cancel}>Cancel</Button>
      </Space>
    ) : !isNewRow(r) && (
      <Space size={0}>
        <Button type="link" size="small" aria-label={`Edit ${name(r)}`} disabled={!!editor.editing} onClick={() => editor.start(r.id, draftOf(r))}>Edit</Button>
        <Button
          type="link" size="small" danger aria-label={`Delete ${name(r)}`} disabled={!!editor.editing}
          onClick={() => confirm({ question: deleteQuestion, okText: 'Delete', danger: true, run: async () => onDelete?.(r), failure: LINE_MESSAGES.failed })}
        >
          Delete
        </Button>
      </Space>
    )),
  };
}
