import { useState } from 'react';
import { Alert, App, Form, Input, Radio, Select } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useQuery } from '@apollo/client/react';
import { nameListbox } from '../../app/nameListbox';
import { useFlash } from '../../app/useFlash';
import { BidPositionsQuery } from '../lines/operations';
import { useCatalogue } from '../lines/useCatalogue';
import { refusal, type useTrackerChanges } from './hooks/useTrackerChanges';
import { MANDATORY_FLASH_MS, TRACKER_MESSAGES } from './messages';
import {
  maskSignedMoney, missingMandatory, toLaborInput, toTradeInput, withPick, type ScopeTransferDraft, type TransferMode,
} from './model';

export interface ScopeTransferDialogProps {
  projectUid: string;
  changes: ReturnType<typeof useTrackerChanges>;
  onClose: () => void;
}

const MODES: ReadonlyArray<{ value: TransferMode; label: string }> = [
  { value: 'LABOR', label: 'Internal Labor' },
  { value: 'DIRECT_TRADE', label: 'Direct Trade' },
];

interface Option { value: string; label: string }
const named = (items: ReadonlyArray<{ id: string; name: string }>): Option[] => items.map((i) => ({ value: i.id, label: i.name }));

/**
 * Add Scope Transfer (docs/projects.md §2.11, §3 'Scope transfer payloads', §5): Internal Labor picks position and level, Direct
 * Trade picks division, subdivision, category and part, both with an amount added to that row's scope transfer.
 * The pickers come from the bids' positions and catalogue queries. Mounted only while open, so they load only then.
 */
export function ScopeTransferDialog({ projectUid, changes, onClose }: ScopeTransferDialogProps) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<ScopeTransferDraft>({ mode: 'LABOR' });
  const [error, flashError] = useFlash<string>(MANDATORY_FLASH_MS);
  const positions = useQuery(BidPositionsQuery);
  const catalogue = useCatalogue();
  const pick = (field: keyof ScopeTransferDraft) => (value: string | undefined) => setDraft((d) => withPick(d, field, value));

  const positionList = positions.data?.positions ?? [];
  const levels = positionList.find((p) => p.id === draft.positionId)?.levels ?? [];

  async function submit(): Promise<boolean> {
    if (missingMandatory(draft)) {
      flashError(TRACKER_MESSAGES.mandatory);
      return false;
    }
    try {
      if (draft.mode === 'LABOR') await changes.addLabor(toLaborInput(draft, projectUid));
      else await changes.addTrade(toTradeInput(draft, projectUid));
    } catch (err) {
      flashError(refusal(err, TRACKER_MESSAGES.transferFailed));
      return false;
    }
    message.success(TRACKER_MESSAGES.transferAdded);
    onClose();
    return true;
  }

  const select = (id: string, label: string, field: keyof ScopeTransferDraft, options: Option[], disabled = false, loading = false) => (
    <Form.Item label={label} htmlFor={id} required>
      <Select
        id={id} aria-label={label} onOpenChange={nameListbox(id, label)} showSearch={{ optionFilterProp: 'label' }}
        options={options} value={draft[field]} onChange={pick(field)} disabled={disabled} loading={loading}
      />
    </Form.Item>
  );

  return (
    <ModalForm
      title="Add Scope Transfer"
      open
      width={560}
      layout="vertical"
      onOpenChange={(next) => { if (!next) onClose(); }}
      onFinish={submit}
      modalProps={{ okText: 'Submit', cancelText: 'Cancel', destroyOnHidden: true }}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
      <Form.Item label="Type">
        <Radio.Group
          aria-label="Scope transfer type"
          options={MODES.map((m) => ({ value: m.value, label: m.label }))}
          value={draft.mode}
          onChange={(e) => setDraft({ mode: e.target.value as TransferMode, amount: draft.amount })}
        />
      </Form.Item>
      {draft.mode === 'LABOR' ? (
        <>
          {select('st-position', 'Position', 'positionId', named(positionList), false, positions.loading)}
          {select('st-level', 'Level', 'levelId', named(levels), !draft.positionId)}
        </>
      ) : (
        <>
          {select('st-division', 'Division', 'divisionId', catalogue.divisionOptions, false, catalogue.loading)}
          {select('st-subdivision', 'Sub Division', 'subdivisionId', named(catalogue.subdivisionsOf(draft.divisionId)), !draft.divisionId)}
          {select('st-category', 'Category', 'categoryId', named(catalogue.categoriesOf(draft.subdivisionId)), !draft.subdivisionId)}
          {select('st-part', 'Part', 'partId', named(catalogue.partsOf(draft.categoryId)), !draft.categoryId)}
        </>
      )}
      <Form.Item label="Scope Transfer" htmlFor="st-amount" required>
        <Input
          id="st-amount" aria-label="Scope Transfer" inputMode="decimal" prefix="$" value={draft.amount ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, amount: maskSignedMoney(e.target.value) }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
