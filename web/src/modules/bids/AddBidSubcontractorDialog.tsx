import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Form, Modal, Select } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { nameListbox } from '../../app/nameListbox';
import { MapSubcontractorsDialog } from '../subcontractors/MapSubcontractorsDialog';
import { SubcontractorsOfSubdivisionQuery } from '../subcontractors/operations';
import type { BidRowFieldsFragment } from '../../gql/graphql';
import { BID_MESSAGES, SUCCESS_SECONDS } from './messages';
import { bidName } from './model';
import { AddBidSubcontractorsMutation } from './operations';

/**
 * Add subcontractor (docs/projects.md §2.6): the active subcontractors mapped to the bid's subdivision and not yet on it; Map
 * Subcontractors maps more to that subdivision first (the map dialog opens on it).
 */
export function AddBidSubcontractorDialog({ bid, onClose }: { bid: BidRowFieldsFragment | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const subdivisionId = bid?.subdivision.id ?? '';
  const divisionId = bid?.division.id;
  const mapped = useQuery(SubcontractorsOfSubdivisionQuery, { variables: { subdivisionId }, skip: !bid, fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mapping, setMapping] = useState(false);

  useEffect(() => {
    setChosen([]);
    setError(null);
  }, [bid?.id]);

  const options = useMemo(() => {
    const on = new Set(bid?.subcontractors.map((s) => s.id));
    return (mapped.data?.subcontractorsBySubdivision ?? []).filter((s) => s.isActive && !on.has(s.id)).map((s) => ({ value: s.id, label: s.companyName }));
  }, [mapped.data, bid]);

  async function add() {
    if (!bid) return;
    if (chosen.length === 0) return setError(BID_MESSAGES.fillAll);
    setBusy(true);
    try {
      await client.mutate({ mutation: AddBidSubcontractorsMutation, variables: { bidId: bid.id, subcontractorIds: chosen, expectedVersion: bid.version } });
      message.success({ content: BID_MESSAGES.subcontractorAdded, duration: SUCCESS_SECONDS });
      onClose();
    } catch (err) {
      const e = readError(err);
      setError(e.reason === 'BID_LOCKED' ? BID_MESSAGES.locked : e.code === 'BAD_USER_INPUT' || e.code === 'CONFLICT' ? e.message : BID_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Modal
        open={!!bid && !mapping} title={bid ? `Add Subcontractor: ${bidName(bid)}` : 'Add Subcontractor'} okText="Add" cancelText="Cancel"
        onOk={() => void add()} onCancel={onClose} confirmLoading={busy} destroyOnHidden
      >
        <Form layout="vertical" component="div">
          <Form.Item label="Subcontractors" htmlFor="bid-add-subcontractors" required extra={`Active subcontractors mapped to ${bid?.subdivision.name ?? 'the subdivision'}.`}>
            <Select
              id="bid-add-subcontractors" aria-label="Subcontractors" mode="multiple" onOpenChange={nameListbox('bid-add-subcontractors', 'Subcontractors')}
              showSearch={{ optionFilterProp: 'label' }} options={options} value={chosen} onChange={setChosen} loading={mapped.loading}
            />
          </Form.Item>
          <Button onClick={() => setMapping(true)} disabled={!divisionId}>Map Subcontractors</Button>
        </Form>
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      </Modal>
      {bid && divisionId && (
        <MapSubcontractorsDialog
          open={mapping} onClose={() => setMapping(false)} onMapped={() => void mapped.refetch()}
          subdivision={{ divisionId, subdivisionId }}
        />
      )}
    </>
  );
}
