import { useEffect, useRef, useState } from 'react';
import { Alert, App, Breadcrumb, Button, Form, Input, Modal, Select, Space } from 'antd';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { actionsColumn } from '../../app/actionsColumn';
import { CsvUploadDialog, useCsvUpload } from '../../app/CsvUploadDialog';
import { readError } from '../../app/errors';
import { canWrite, useSession } from '../../app/session';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { useFlash } from '../../app/useFlash';
import { gridPagination } from '../../app/usePagedGrid';
import type { LevelsQuery as LevelsQueryResult } from '../../gql/graphql';
import { POSITION_CSV, UPLOAD_MESSAGES } from './csvTemplates';
import {
  CreateLevelMutation, CreatePositionMutation, DeleteLevelMutation, LevelsQuery, PositionCostCodeQuery, PositionsQuery,
  UpdateLevelMutation, UpdatePositionMutation, UploadPositionsCsvMutation,
} from './operations';
import { dollars, EMPLOYEE_MESSAGES } from './validation';
import { fixFirstColumn } from '../../app/gridLayout';

type Row = LevelsQueryResult['levels'][number];

export const POSITION_MESSAGES = {
  mandatory: 'Fill all the mandatory fields.',
  positionExists: 'This position already exists.',
  levelExists: 'This level already exists.',
  failed: 'Something went wrong. Try again after some time.',
  positionAdded: 'New position has been added successfully.',
  levelAdded: 'New level has been added successfully.',
  positionUpdateFailed: 'Unable to update position. Try after some time.',
  levelUpdateFailed: 'Unable to update level. Try after some time.',
  levelInUse: 'This employee level already exists',
  deleteConfirm: 'Do you want to delete this level?',
} as const;

const isConflict = (err: unknown) => readError(err).code === 'CONFLICT';

/** Add Position; a new position goes on to its cost code lookup and Add Level (docs/accounts.md §4), through `onAdded`. */
function AddPositionDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (positionId: string) => void }) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, flashError] = useFlash<string>(3000);

  async function submit() {
    if (!name.trim()) return flashError(POSITION_MESSAGES.mandatory);
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: CreatePositionMutation, variables: { name: name.trim() } });
      message.success({ content: POSITION_MESSAGES.positionAdded, duration: 6 });
      if (data) onAdded(data.createPosition.id);
      else onClose();
    } catch (err) {
      flashError(isConflict(err) ? POSITION_MESSAGES.positionExists : POSITION_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    // Cleared once closed, not on opening: a name typed right as the dialog opens is never wiped.
    <Modal
      open={open}
      title="Add Position"
      okText="Submit"
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => setName('')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Position" htmlFor="new-position" required>
          <Input id="new-position" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

/** Add Level; `positionId` presets the position (right after Add Position) and looks its cost code up. */
function AddLevelDialog({ open, positionId: preset, onClose, onSaved }: { open: boolean; positionId?: string; onClose: () => void; onSaved: () => void }) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const { data } = useQuery(PositionsQuery, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [positionId, setPositionId] = useState<string | undefined>();
  const [level, setLevel] = useState('');
  const [costCode, setCostCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, flashError] = useFlash<string>(3000);
  useEffect(() => {
    if (open) {
      setPositionId(undefined);
      setLevel('');
      setCostCode('');
      if (preset) void onPosition(preset);
    }
  }, [open, preset]);

  // Choosing the position looks up its cost code (docs/accounts.md §4).
  async function onPosition(id: string) {
    setPositionId(id);
    setCostCode('');
    try {
      const res = await client.query({ query: PositionCostCodeQuery, variables: { positionId: id }, fetchPolicy: 'network-only' });
      setCostCode(res.data?.positionCostCode ?? '');
    } catch {
      flashError(EMPLOYEE_MESSAGES.costCodeFailed);
    }
  }

  async function submit() {
    if (!positionId || !level.trim() || !costCode.trim()) return flashError(POSITION_MESSAGES.mandatory);
    setBusy(true);
    try {
      await client.mutate({ mutation: CreateLevelMutation, variables: { positionId, name: level.trim(), costCode: costCode.trim() } });
      message.success({ content: POSITION_MESSAGES.levelAdded, duration: 6 });
      onSaved();
      onClose();
    } catch (err) {
      flashError(isConflict(err) ? POSITION_MESSAGES.levelExists : POSITION_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title="Add Level" okText="Submit" onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="Position" htmlFor="new-level-position" required>
          <Select
            id="new-level-position"
            aria-label="Position"
            value={positionId}
            showSearch={{ optionFilterProp: 'label' }}
            options={(data?.positions ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(id: string) => void onPosition(id)}
          />
        </Form.Item>
        <Form.Item label="Level" htmlFor="new-level-name" required>
          <Input id="new-level-name" value={level} onChange={(e) => setLevel(e.target.value)} />
        </Form.Item>
        <Form.Item label="Cost Code" htmlFor="new-level-cost-code" required>
          <Input id="new-level-cost-code" value={costCode} onChange={(e) => setCostCode(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

function EditLevelDialog({ row, onClose, onSaved }: { row: Row | null; onClose: () => void; onSaved: () => void }) {
  const client = useApolloClient();
  const [position, setPosition] = useState('');
  const [level, setLevel] = useState('');
  const [costCode, setCostCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, flashError] = useFlash<string>(3000);
  useEffect(() => {
    if (row) {
      setPosition(row.positionName);
      setLevel(row.name);
      setCostCode(row.costCode);
    }
  }, [row]);

  async function submit() {
    if (!row) return;
    if (!position.trim() || !level.trim() || !costCode.trim()) return flashError(POSITION_MESSAGES.mandatory);
    setBusy(true);
    try {
      if (position.trim() !== row.positionName) {
        try {
          await client.mutate({ mutation: UpdatePositionMutation, variables: { id: row.positionId, name: position.trim() } });
        } catch (err) {
          return flashError(isConflict(err) ? POSITION_MESSAGES.positionExists : POSITION_MESSAGES.positionUpdateFailed);
        }
      }
      if (level.trim() !== row.name || costCode.trim() !== row.costCode) {
        try {
          await client.mutate({ mutation: UpdateLevelMutation, variables: { id: row.id, name: level.trim(), costCode: costCode.trim() } });
        } catch (err) {
          return flashError(isConflict(err) ? POSITION_MESSAGES.levelExists : POSITION_MESSAGES.levelUpdateFailed);
        }
      }
      onSaved();
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={!!row} title="Edit Level" okText="Submit" onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="Position" htmlFor="edit-level-position" required>
          <Input id="edit-level-position" value={position} onChange={(e) => setPosition(e.target.value)} />
        </Form.Item>
        <Form.Item label="Level" htmlFor="edit-level-name" required>
          <Input id="edit-level-name" value={level} onChange={(e) => setLevel(e.target.value)} />
        </Form.Item>
        <Form.Item label="Cost Code" htmlFor="edit-level-cost-code" required>
          <Input id="edit-level-cost-code" value={costCode} onChange={(e) => setCostCode(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

export function PositionsPage() {
  const session = useSession();
  const client = useApolloClient();
  const { modal, message } = App.useApp();
  const confirm = useConfirmedAction();
  const actionRef = useRef<ActionType>(null);
  const canManage = canWrite(session.permissions, 'all_employees');
  const [open, setOpen] = useState<'position' | 'level' | 'csv' | null>(null);
  const [newPositionId, setNewPositionId] = useState<string | undefined>();
  const [editing, setEditing] = useState<Row | null>(null);
  const reload = () => void actionRef.current?.reload();
  const uploadCsv = useCsvUpload(UploadPositionsCsvMutation, (data) => data.uploadPositionsCsv);

  function confirmDelete(row: Row) {
    confirm({
      question: POSITION_MESSAGES.deleteConfirm,
      run: () => client.mutate({ mutation: DeleteLevelMutation, variables: { id: row.id } }),
      onSuccess: reload,
      failure: (err) => {
        // 409: employees still hold the level (docs/accounts.md §8).
        if (isConflict(err)) modal.error({ content: POSITION_MESSAGES.levelInUse, okText: 'OK' });
        else message.error(POSITION_MESSAGES.failed);
      },
    });
  }

  const columns: ProColumns<Row>[] = [
    ...(canManage
      ? [
          actionsColumn<Row>((row) => (
            <Space>
              <Button type="link" size="small" aria-label={`Edit ${row.positionName} ${row.name}`} onClick={() => setEditing(row)}>
                Edit
              </Button>
              <Button type="link" size="small" danger aria-label={`Delete ${row.positionName} ${row.name}`} onClick={() => confirmDelete(row)}>
                Delete
              </Button>
            </Space>
          )),
        ]
      : []),
    { title: 'Position', dataIndex: 'positionName' },
    { title: 'Level', dataIndex: 'name' },
    { title: 'Cost Code', dataIndex: 'costCode' },
    { title: 'Rate Per Hour', key: 'ratePerHour', render: (_, row) => dollars(row.ratePerHour) },
    { title: 'Rate Per Week', key: 'ratePerWeek', render: (_, row) => dollars(row.ratePerWeek) },
    { title: 'Cost Per Unit', key: 'costPerUnit', render: (_, row) => dollars(row.costPerUnit) },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to="/admin/all-employees">All Employees</Link> }, { title: 'All Positions and Levels' }]} />
      <ProTable<Row>
        headerTitle="All Positions and Levels"
        rowKey="id"
        actionRef={actionRef}
        columns={fixFirstColumn(columns)}
        search={false}
        options={false}
        request={async () => {
          try {
            const res = await client.query({ query: LevelsQuery, fetchPolicy: 'network-only' });
            const rows = res.data?.levels ?? [];
            return { data: [...rows], total: rows.length, success: !!res.data };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={gridPagination()}
        toolBarRender={() =>
          canManage
            ? [
                <Button key="csv" onClick={() => setOpen('csv')}>
                  Upload CSV
                </Button>,
                <Button key="position" onClick={() => setOpen('position')}>
                  Add Position
                </Button>,
                <Button key="level" type="primary" onClick={() => { setNewPositionId(undefined); setOpen('level'); }}>
                  Add Level
                </Button>,
              ]
            : []
        }
      />
      <AddPositionDialog
        open={open === 'position'}
        onClose={() => setOpen(null)}
        onAdded={(id) => {
          setNewPositionId(id);
          setOpen('level');
        }}
      />
      <AddLevelDialog open={open === 'level'} positionId={newPositionId} onClose={() => setOpen(null)} onSaved={reload} />
      <EditLevelDialog row={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <CsvUploadDialog
        open={open === 'csv'}
        title="Upload Positions and Levels"
        template={POSITION_CSV}
        failureMessage={UPLOAD_MESSAGES.positionsFailed}
        upload={uploadCsv}
        onClose={() => setOpen(null)}
        onDone={reload}
      />
    </Space>
  );
}
