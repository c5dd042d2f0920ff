import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Select, Space, Tooltip } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { nameListbox } from '../../app/nameListbox';
import { useFlash } from '../../app/useFlash';
import { LevelDialog } from '../catalogue/LevelDialog';
import { CATALOGUE_MESSAGES } from '../catalogue/messages';
import { CreateDivisionMutation, CreateSubdivisionMutation } from '../catalogue/operations';
import { MapSubcontractorsDialog } from '../subcontractors/MapSubcontractorsDialog';
import { SubcontractorsOfSubdivisionQuery } from '../subcontractors/operations';
import type { BidFieldsFragment } from '../../gql/graphql';
import { appendBid } from './cache';
import { FLASH_MS } from '../lines/messages';
import { BID_MESSAGES, SUCCESS_SECONDS } from './messages';
import { AddBidMutation } from './operations';
import { useCatalogue } from '../lines/useCatalogue';

export interface AddBidFormProps {
  projectUid: string;
  /** The small form of Bid Sheet Details' plus: division and sub division only (docs/projects.md §5 'no division or sub division'). */
  compact?: boolean;
  onAdded?: (bid: BidFieldsFragment) => void;
}

type Dialog = 'division' | 'subdivision' | 'map' | null;

/**
 * The add-bid form of Bid Sheets (docs/projects.md §2.6): division, sub division, the active subcontractors mapped to it,
 * Make Alternate, Add. The plus buttons add a bid division or a subdivision to the catalogue; Map Subcontractors
 * maps more subcontractors to the chosen subdivision.
 */
export function AddBidForm({ projectUid, compact = false, onAdded }: AddBidFormProps) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const catalogue = useCatalogue();
  const [divisionId, setDivisionId] = useState<string | undefined>();
  const [subdivisionId, setSubdivisionId] = useState<string | undefined>();
  const [subcontractorIds, setSubcontractorIds] = useState<string[]>([]);
  const [alternate, setAlternate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, flashError] = useFlash<string>(FLASH_MS);
  const id = compact ? 'quick-bid' : 'add-bid';

  const mapped = useQuery(SubcontractorsOfSubdivisionQuery, { variables: { subdivisionId: subdivisionId ?? '' }, skip: compact || !subdivisionId });
  // docs/projects.md §2.6: only active subcontractors are offered.
  const subOptions = useMemo(() => (mapped.data?.subcontractorsBySubdivision ?? [])
    .filter((s) => s.isActive).map((s) => ({ value: s.id, label: s.companyName })), [mapped.data]);
  const subdivisionOptions = catalogue.subdivisionsOf(divisionId).map((s) => ({ value: s.id, label: s.name }));

  async function add() {
    if (!divisionId || !subdivisionId) return flashError(compact ? BID_MESSAGES.noDivision : BID_MESSAGES.fillAll);
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: AddBidMutation,
        variables: { input: { projectUid, divisionId, subdivisionId, subcontractorIds: compact ? null : subcontractorIds, isAlternate: compact ? false : alternate } },
        update: (cache, { data: d }) => { if (d) appendBid(cache, d.addBid); },
      });
      message.success({ content: BID_MESSAGES.added, duration: SUCCESS_SECONDS });
      setDivisionId(undefined);
      setSubdivisionId(undefined);
      setSubcontractorIds([]);
      setAlternate(false);
      if (data) onAdded?.(data.addBid);
    } catch (err) {
      const e = readError(err);
      flashError(e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT' ? e.message : BID_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const plus = (label: string, open: Dialog) => (
    <Tooltip title={label}>
      <Button icon={<PlusOutlined />} aria-label={label} onClick={() => setDialog(open)} />
    </Tooltip>
  );

  return (
    <>
      <Form layout="vertical" component="div" aria-label={compact ? 'Add a bid' : 'Add bid'}>
        <Space wrap align="end" size={16}>
          <Form.Item label="Division" htmlFor={`${id}-division`} required style={{ marginBottom: 0, minWidth: 240 }}>
            <Space.Compact style={{ width: '100%' }}>
              <Select
                id={`${id}-division`} aria-label="Division" onOpenChange={nameListbox(`${id}-division`, 'Division')}
                showSearch={{ optionFilterProp: 'label' }} options={catalogue.divisionOptions} value={divisionId} loading={catalogue.loading}
                onChange={(v: string) => { setDivisionId(v); setSubdivisionId(undefined); setSubcontractorIds([]); }}
                style={{ width: 240 }}
              />
              {!compact && plus('Add Bid Division', 'division')}
            </Space.Compact>
          </Form.Item>
          <Form.Item label="Sub Division" htmlFor={`${id}-subdivision`} required style={{ marginBottom: 0, minWidth: 240 }}>
            <Space.Compact style={{ width: '100%' }}>
              <Select
                id={`${id}-subdivision`} aria-label="Sub Division" onOpenChange={nameListbox(`${id}-subdivision`, 'Sub Division')}
                showSearch={{ optionFilterProp: 'label' }} options={subdivisionOptions} value={subdivisionId} disabled={!divisionId}
                onChange={(v: string) => { setSubdivisionId(v); setSubcontractorIds([]); }}
                style={{ width: 240 }}
              />
              {!compact && plus('Add Subdivision', 'subdivision')}
            </Space.Compact>
          </Form.Item>
          {!compact && (
            <Form.Item label="Subcontractors" htmlFor={`${id}-subcontractors`} style={{ marginBottom: 0 }}>
              <Space.Compact>
                <Select
                  id={`${id}-subcontractors`} aria-label="Subcontractors" onOpenChange={nameListbox(`${id}-subcontractors`, 'Subcontractors')}
                  mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={subOptions} value={subcontractorIds}
                  onChange={setSubcontractorIds} disabled={!subdivisionId} loading={mapped.loading} style={{ width: 260 }}
                />
                <Tooltip title="Map Subcontractors">
                  <Button aria-label="Map Subcontractors" onClick={() => setDialog('map')} disabled={!subdivisionId}>Map</Button>
                </Tooltip>
              </Space.Compact>
            </Form.Item>
          )}
          {!compact && (
            <Form.Item style={{ marginBottom: 0 }}>
              <Checkbox checked={alternate} onChange={(e) => setAlternate(e.target.checked)}>Make Alternate</Checkbox>
            </Form.Item>
          )}
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" onClick={() => void add()} loading={busy}>Add</Button>
          </Form.Item>
        </Space>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      {dialog === 'division' && (
        <LevelDialog
          level="division" open onClose={() => setDialog(null)} onSaved={() => catalogue.refetch()}
          save={(v) => client.mutate({ mutation: CreateDivisionMutation, variables: { input: { name: v.name, number: v.number || null } } })}
        />
      )}
      {dialog === 'subdivision' && (
        <LevelDialog
          level="subdivision" open onClose={() => setDialog(null)} onSaved={() => catalogue.refetch()}
          parent={{ label: 'Bid Division', options: catalogue.divisionOptions, required: CATALOGUE_MESSAGES.selectDivision }}
          save={(v) => client.mutate({ mutation: CreateSubdivisionMutation, variables: { input: { name: v.name, divisionId: v.parentId } } })}
        />
      )}
      {subdivisionId && divisionId && (
        <MapSubcontractorsDialog
          open={dialog === 'map'} onClose={() => setDialog(null)} onMapped={() => void mapped.refetch()}
          subdivision={{ divisionId, subdivisionId }}
        />
      )}
    </>
  );
}
