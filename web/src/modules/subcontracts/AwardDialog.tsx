import { useMemo, useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatDateInput, parseDisplayDate, toApiDate } from '../../app/format';
import { nameListbox } from '../../app/nameListbox';
import { BidSheetProjectQuery } from '../bids/operations';
import { rateText } from '../payment-applications/model';
import { VendorChoicesQuery } from '../vendors/operations';
import { AwardSubcontractMutation, CreatePurchaseOrderMutation, SubcontractsQuery } from './graphql/operations';
import type { useSubcontractWrite } from './hooks/useSubcontractWrite';
import { SUBCONTRACT_MESSAGES } from './messages';

export interface AwardDialogProps {
  kind: 'award' | 'po';
  /** The gateway id and the uid of the selected project. */
  projectId: string;
  projectUid: string;
  /** The project's retainage rate, the default (docs/subcontracts.md §4). */
  retainageRate: string;
  /** Bids already under subcontract: not offered again (awarding twice is a 409). */
  awardedBidIds: ReadonlySet<string>;
  write: ReturnType<typeof useSubcontractWrite>;
  onDone: (number: string) => void;
  onClose: () => void;
}

const optionalDate = (text: string) => (text.trim() ? toApiDate(text) : null);
const badDate = (text: string) => !!text.trim() && parseDisplayDate(text) === null;

/**
 * Award from bid (a non-alternate bid with a selected subcontractor, not yet awarded) or New Purchase Order (a vendor,
 * lines added with Add Row or copied from a bid): the retainage rate (the project's by default), scope and dates.
 */
export function AwardDialog({ kind, projectId, projectUid, retainageRate, awardedBidIds, write, onDone, onClose }: AwardDialogProps) {
  const client = useApolloClient();
  const bids = useQuery(BidSheetProjectQuery, { variables: { id: projectId }, fetchPolicy: 'cache-and-network' });
  const vendors = useQuery(VendorChoicesQuery, { variables: { search: null }, skip: kind !== 'po' });
  const [bidId, setBidId] = useState<string | undefined>();
  const [vendorId, setVendorId] = useState<string | undefined>();
  const [v, setV] = useState({ rate: retainageRate, scope: '', startDate: '', endDate: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bidOptions = useMemo(() => (bids.data?.project?.bids ?? [])
    .filter((b) => !b.isAlternate && (kind === 'po' || (b.subcontractors.some((s) => s.selected) && !awardedBidIds.has(b.id))))
    .map((b) => {
      const sel = b.subcontractors.find((s) => s.selected);
      return { value: b.id, label: `${b.label} · ${b.subdivision?.name ?? b.division?.name ?? ''}${kind === 'award' && sel ? ` → ${sel.name}` : ''}` };
    }), [bids.data, kind, awardedBidIds]);
  const vendorOptions = (vendors.data?.vendors.items ?? []).map((x) => ({ value: x.id, label: x.companyName }));

  async function ok() {
    const problem = kind === 'award' && !bidId ? SUBCONTRACT_MESSAGES.pickBid : kind === 'po' && !vendorId ? SUBCONTRACT_MESSAGES.pickVendor
      : !rateText(v.rate) ? SUBCONTRACT_MESSAGES.badRate : badDate(v.startDate) || badDate(v.endDate) ? SUBCONTRACT_MESSAGES.badDate : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    let number = '';
    const done = await write(async () => {
      if (kind === 'award') {
        const { data } = await client.mutate({
          mutation: AwardSubcontractMutation,
          variables: { bidId: bidId!, input: { retainageRate: rateText(v.rate)!, scope: v.scope.trim() || null, startDate: optionalDate(v.startDate), endDate: optionalDate(v.endDate) } },
          refetchQueries: [{ query: SubcontractsQuery, variables: { projectUid } }], awaitRefetchQueries: true,
        });
        number = data?.awardSubcontract.number ?? '';
      } else {
        const { data } = await client.mutate({
          mutation: CreatePurchaseOrderMutation,
          variables: { input: { projectUid, vendorId: vendorId!, retainageRate: rateText(v.rate)!, scope: v.scope.trim() || null, fromBidId: bidId ?? null } },
          update: (cache, { data: d }) => d && cache.writeQuery({ query: SubcontractsQuery, variables: { projectUid }, data: { subcontracts: d.createPurchaseOrder } }),
        });
        number = data?.createPurchaseOrder.commitments.at(-1)?.number ?? '';
      }
    });
    setBusy(false);
    if (done) {
      onDone(number);
      onClose();
    }
  }

  const text = (key: keyof typeof v, label: string, date = false) => (
    <Form.Item label={label} htmlFor={`award-${key}`}>
      <Input id={`award-${key}`} value={v[key]} placeholder={date ? 'MM/DD/YYYY' : undefined} maxLength={date ? 10 : 2000}
        onChange={(e) => setV((x) => ({ ...x, [key]: date ? formatDateInput(e.target.value) : e.target.value }))} />
    </Form.Item>
  );

  return (
    <Modal open title={kind === 'award' ? 'Award from bid' : 'New purchase order'} okText={kind === 'award' ? 'Award' : 'Create'} cancelText="Cancel"
      onOk={() => void ok()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        {kind === 'po' && (
          <Form.Item label="Vendor" htmlFor="award-vendor" required>
            <Select id="award-vendor" aria-label="Vendor" onOpenChange={nameListbox('award-vendor', 'Vendor')} showSearch={{ optionFilterProp: 'label' }}
              options={vendorOptions} value={vendorId} onChange={setVendorId} loading={vendors.loading} />
          </Form.Item>
        )}
        <Form.Item label={kind === 'award' ? 'Bid' : 'Copy lines from bid (optional)'} htmlFor="award-bid" required={kind === 'award'}
          help={kind === 'award' && !bids.loading && bidOptions.length === 0 ? SUBCONTRACT_MESSAGES.noBids : undefined}>
          <Select id="award-bid" aria-label="Bid" onOpenChange={nameListbox('award-bid', 'Bid')} showSearch={{ optionFilterProp: 'label' }} allowClear={kind === 'po'}
            options={bidOptions} value={bidId} onChange={setBidId} loading={bids.loading} />
        </Form.Item>
        {text('rate', 'Retainage Rate (%)')}
        {text('scope', 'Scope')}
        {kind === 'award' && text('startDate', 'Start Date', true)}
        {kind === 'award' && text('endDate', 'End Date', true)}
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
