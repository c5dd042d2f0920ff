import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { actionsColumn, type ActionsColumn } from './actionsColumn';
import { StatusSwitch } from './StatusSwitch';
import { useConfirmedAction, type ConfirmedAction, type Notice } from './useConfirmedAction';

/** A Delete button that asks first (the record's own question), then deletes and reports (issue 31 item 12). */
export interface RecordDeletion<Row> {
  question: string;
  remove: (row: Row) => Promise<unknown>;
  success: Notice;
  /** The toast for a refusal, or a function that reports it itself (e.g. the server's reason on CONFLICT). */
  failure: Notice | ((error: unknown) => unknown);
  onDeleted: () => unknown;
}

/** What those who may change rows get: the edit button and the active/inactive switch, which asks first. */
export interface RecordManagement<Row> extends Omit<ConfirmedAction, 'run'> {
  /** The edit button's text, also the first word of its aria-label ('Edit' unless told). */
  editText?: string;
  onEdit: (row: Row) => void;
  setActive: (row: Row, isActive: boolean) => Promise<unknown>;
  /** Absent: no Delete button. */
  deletion?: RecordDeletion<Row>;
}

export interface RecordActionsOptions<Row> {
  /** The row's name as people read it; the actions are labelled `View <name>`, `Edit <name>`, `Active <name>`. */
  name: (row: Row) => string;
  viewPath: (row: Row) => string;
  /** Absent: View only. */
  manage?: RecordManagement<Row>;
}

/** The Actions column of a grid of records that can be switched active/inactive: View, then edit and status for managers. */
export function recordActionsColumn<Row extends { isActive: boolean }>({ name, viewPath, manage }: RecordActionsOptions<Row>): ActionsColumn<Row> {
  return actionsColumn((row) => {
    const label = name(row);
    return (
      <Space>
        <Link to={viewPath(row)} aria-label={`View ${label}`}>
          View
        </Link>
        {manage && managerActions(row, label, manage)}
      </Space>
    );
  });
}

// A fragment, not a component: Space spaces a fragment's children apart like its own.
function managerActions<Row extends { isActive: boolean }>(
  row: Row,
  name: string,
  { editText = 'Edit', onEdit, setActive, deletion, ...action }: RecordManagement<Row>,
) {
  return (
    <>
      <Button type="link" size="small" aria-label={`${editText} ${name}`} onClick={() => onEdit(row)}>
        {editText}
      </Button>
      <StatusSwitch active={row.isActive} name={name} setActive={(isActive) => setActive(row, isActive)} {...action} />
      {deletion && <DeleteRecordButton row={row} name={name} deletion={deletion} />}
    </>
  );
}

function DeleteRecordButton<Row>({ row, name, deletion }: { row: Row; name: string; deletion: RecordDeletion<Row> }) {
  const confirm = useConfirmedAction();
  const { question, remove, success, failure, onDeleted } = deletion;
  return (
    <Button
      type="link" size="small" danger aria-label={`Delete ${name}`}
      onClick={() => confirm({ question, title: `Delete ${name}`, danger: true, run: () => remove(row), success, failure, onSuccess: onDeleted })}
    >
      Delete
    </Button>
  );
}
