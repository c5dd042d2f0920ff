import { useMemo, useRef, useState } from 'react';
import { Alert, App, AutoComplete, Button, Form, Input, Radio, Select, Space } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { maskMoney } from '../../app/masks';
import { nameListbox } from '../../app/nameListbox';
import { ReadOnlyInput } from '../../app/ReadOnlyInput';
import { useConfirmedAction } from '../../app/useConfirmedAction';
import { useFlash } from '../../app/useFlash';
import type { ContractorType } from '../../gql/graphql';
import { useCatalogue } from '../lines/useCatalogue';
import { formatDateInput } from '../projects/model';
import { SubcontractorsOfSubdivisionQuery } from '../subcontractors/operations';
import { VendorsBySubdivisionQuery } from '../vendors/operations';
import { insertDirectCost } from './cache';
import { DIRECT_COST_MESSAGES, MANDATORY_FLASH_MS, NOTES_LIMIT } from './messages';
import {
  badDate, chargeOptions, CONTRACTOR_TYPES, missingMandatory, newDirectCost, toAddInput, withContractorType, withDivision, withSubdivision,
  type DirectCostDraft,
} from './model';
import { AddDirectCostMutation, DirectCostChargeRowsQuery, DirectCostSheetNamesQuery } from './operations';

interface Picker {
  required?: boolean;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  loading?: boolean;
}

export interface DirectCostFormProps {
  /** The gateway id and the uid of the selected project. */
  projectId: string;
  projectUid: string;
  /** The company itself, the contractor of a Payroll direct cost (docs/projects.md §2.8). */
  companyName: string;
}

/**
 * The direct cost form of docs/projects.md §2.8 with the rules of §4 and §5: the contractor type decides which of vendor and
 * subcontractor is kept, a division resets what hangs below it, Add asks first and resets the form once added.
 */
export function DirectCostForm({ projectId, projectUid, companyName }: DirectCostFormProps) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const confirm = useConfirmedAction();
  const catalogue = useCatalogue();
  const [draft, setDraft] = useState<DirectCostDraft>(() => newDirectCost());
  // Bumped on reset: the fields mount afresh, so no picker keeps a dropdown state from the sheet just added.
  const [generation, setGeneration] = useState(0);
  const [error, flashError] = useFlash<string>(MANDATORY_FLASH_MS);
  // Whether a suggestion was reached with the arrow keys since the text was last typed.
  const sheetPicked = useRef(false);
  const sheetNames = useQuery(DirectCostSheetNamesQuery, { fetchPolicy: 'cache-and-network' });
  const subdivisionId = draft.subdivisionId ?? '';
  const vendors = useQuery(VendorsBySubdivisionQuery, { variables: { subdivisionId }, skip: !subdivisionId });
  const subcontractors = useQuery(SubcontractorsOfSubdivisionQuery, { variables: { subdivisionId }, skip: !subdivisionId });
  // The budget rows to charge the bill to, as the tracker has them now (docs/money.md §10).
  const chargeRows = useQuery(DirectCostChargeRowsQuery, { variables: { projectUid }, fetchPolicy: 'cache-and-network' });

  const sheetOptions = useMemo(() => {
    const typed = draft.sheetName.trim().toLowerCase();
    return (sheetNames.data?.directCostSheetNames ?? [])
      .filter((s) => !typed || s.name.toLowerCase().includes(typed))
      .map((s) => ({ value: s.name, label: s.name }));
  }, [sheetNames.data, draft.sheetName]);
  const vendorOptions = (vendors.data?.vendorsBySubdivision ?? []).map((v) => ({ value: v.id, label: v.isActive ? v.companyName : `${v.companyName} (inactive)` }));
  const subcontractorOptions = (subcontractors.data?.subcontractorsBySubdivision ?? [])
    .map((s) => ({ value: s.id, label: s.isActive ? s.companyName : `${s.companyName} (inactive)` }));
  const chargeRowOptions = useMemo(() => chargeOptions(chargeRows.data?.directCostChargeRows ?? []), [chargeRows.data]);
  const patch = (change: Partial<DirectCostDraft>) => setDraft((d) => ({ ...d, ...change }));

  function add() {
    if (missingMandatory(draft)) return flashError(DIRECT_COST_MESSAGES.mandatory);
    if (badDate(draft)) return flashError(DIRECT_COST_MESSAGES.badDate);
    flashError(null);
    const input = toAddInput(draft, projectUid);
    confirm({
      question: DIRECT_COST_MESSAGES.confirmAdd,
      okText: 'Add',
      run: () => client.mutate({
        mutation: AddDirectCostMutation,
        variables: { input },
        update: (cache, { data }) => { if (data) insertDirectCost(cache, projectId, data.addDirectCost); },
      }),
      success: DIRECT_COST_MESSAGES.added,
      // docs/projects.md §4: after adding, the form resets; a new sheet name joins the list the form offers.
      onSuccess: () => {
        setDraft(newDirectCost());
        setGeneration((g) => g + 1);
        void sheetNames.refetch();
      },
      failure: (err) => {
        const e = readError(err);
        if (e.reason === 'PROJECT_PENDING') message.error(DIRECT_COST_MESSAGES.pending);
        else message.error(e.code === 'BAD_USER_INPUT' ? e.message : DIRECT_COST_MESSAGES.failed);
      },
    });
  }

  const select = (id: string, label: string, f: Picker) => (
    <Form.Item label={label} htmlFor={id} required={f.required} style={{ marginBottom: 0 }}>
      <Select
        id={id} aria-label={label} onOpenChange={nameListbox(id, label)} showSearch={{ optionFilterProp: 'label' }} style={{ width: 240 }}
        options={f.options} value={f.value} onChange={f.onChange} disabled={f.disabled} loading={f.loading}
      />
    </Form.Item>
  );

  return (
    <>
      <Form key={generation} layout="vertical" component="div" aria-label="Add direct cost">
        <Space wrap align="end" size={16}>
          <Form.Item label="Sheet Name" htmlFor="dc-sheet-name" required style={{ marginBottom: 0 }}>
            {/* Enter keeps what was typed: the select marks the first suggestion starting with the text as active, so
                Enter would take it; a suggestion replaces the text only once picked with the arrows or the mouse
                (issue 31 item 7). */}
            <span onKeyDownCapture={(e) => {
              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') sheetPicked.current = true;
              else if (e.key === 'Enter' && !sheetPicked.current) e.stopPropagation();
            }}>
              <AutoComplete
                id="dc-sheet-name" aria-label="Sheet Name" onOpenChange={nameListbox('dc-sheet-name', 'Sheet Name')}
                options={sheetOptions} value={draft.sheetName}
                onSearch={() => { sheetPicked.current = false; }}
                onChange={(v: string) => patch({ sheetName: v.slice(0, 255) })}
                placeholder="Pick or type a sheet name" style={{ width: 240 }}
              />
            </span>
          </Form.Item>
          {select('dc-division', 'Division', {
            required: true, options: catalogue.divisionOptions, value: draft.divisionId, loading: catalogue.loading,
            onChange: (v: string) => setDraft((d) => withDivision(d, v)),
          })}
          {select('dc-subdivision', 'Sub Division', {
            required: true, options: catalogue.subdivisionsOf(draft.divisionId).map((s) => ({ value: s.id, label: s.name })),
            value: draft.subdivisionId, disabled: !draft.divisionId, onChange: (v: string) => setDraft((d) => withSubdivision(d, v)),
          })}
          <Form.Item label="Contractor Type" style={{ marginBottom: 0 }}>
            <Radio.Group
              aria-label="Contractor Type" value={draft.contractorType} options={[...CONTRACTOR_TYPES]}
              onChange={(e) => setDraft((d) => withContractorType(d, e.target.value as ContractorType))}
            />
          </Form.Item>
        </Space>
        <Space wrap align="end" size={16} style={{ marginTop: 16 }}>
          {select('dc-vendor', 'Vendor', {
            required: draft.contractorType === 'VENDOR', options: vendorOptions, value: draft.vendorId, loading: vendors.loading,
            disabled: draft.contractorType !== 'VENDOR' || !draft.subdivisionId, onChange: (v: string) => patch({ vendorId: v }),
          })}
          {select('dc-subcontractor', 'Subcontractor', {
            required: draft.contractorType === 'SUBCONTRACTOR', options: subcontractorOptions, value: draft.subcontractorId,
            loading: subcontractors.loading, disabled: draft.contractorType !== 'SUBCONTRACTOR' || !draft.subdivisionId,
            onChange: (v: string) => patch({ subcontractorId: v }),
          })}
          {draft.contractorType === 'PAYROLL' && (
            // docs/projects.md §2.8: Payroll shows the company itself as contractor.
            <Form.Item label="Contractor" htmlFor="dc-payroll-contractor" style={{ marginBottom: 0 }}>
              <ReadOnlyInput id="dc-payroll-contractor" value={companyName} style={{ width: 240 }} />
            </Form.Item>
          )}
          <Form.Item label="Date" htmlFor="dc-date" style={{ marginBottom: 0 }}>
            <Input
              id="dc-date" placeholder="MM/DD/YYYY" inputMode="numeric" maxLength={10} value={draft.date} style={{ width: 140 }}
              onChange={(e) => patch({ date: formatDateInput(e.target.value) })}
            />
          </Form.Item>
          <Form.Item label="Amount" htmlFor="dc-amount" style={{ marginBottom: 0 }}>
            <Input
              id="dc-amount" prefix="$" inputMode="decimal" value={draft.amount} style={{ width: 160 }}
              onChange={(e) => patch({ amount: maskMoney(e.target.value) })}
            />
          </Form.Item>
        </Space>
        <Space wrap align="end" size={16} style={{ marginTop: 16 }}>
          <Form.Item label="Charge To" htmlFor="dc-charge-row" required style={{ marginBottom: 0 }}>
            <Select
              id="dc-charge-row" aria-label="Charge To" onOpenChange={nameListbox('dc-charge-row', 'Charge To')}
              showSearch={{ optionFilterProp: 'label' }} style={{ width: 520 }} placeholder="The budget line this cost is charged to"
              options={chargeRowOptions} value={draft.chargeRow} loading={chargeRows.loading} onChange={(v: string) => patch({ chargeRow: v })}
            />
          </Form.Item>
        </Space>
        <Form.Item label="Notes" htmlFor="dc-notes" style={{ marginTop: 16, marginBottom: 0 }}>
          {/* docs/projects.md §5: 225 characters in the field (the hint says 255). */}
          <Input.TextArea
            id="dc-notes" rows={2} maxLength={NOTES_LIMIT} showCount value={draft.notes} style={{ maxWidth: 760 }}
            onChange={(e) => patch({ notes: e.target.value })}
          />
        </Form.Item>
        <Button type="primary" onClick={add} style={{ marginTop: 16 }}>Add</Button>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </>
  );
}
