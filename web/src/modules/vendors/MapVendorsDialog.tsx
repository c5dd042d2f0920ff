import { useEffect, useState } from 'react';
import { Alert, App, Form, List, Modal, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { displayPhone } from '../../app/masks';
import { useFlash } from '../../app/useFlash';
import { VENDOR_MESSAGES, WARNING_MS } from './messages';
import { nameListbox } from '../../app/nameListbox';
import { MapVendorsMutation, VendorChoicesQuery, VendorOptionsQuery, VendorsBySubdivisionQuery } from './operations';

export interface MapVendorsDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful mapping (the caller reloads its vendor list). */
  onMapped: () => void;
}

/**
 * Map vendors to a subdivision (docs/projects.md §2.15, §5, §7): choose the division and subdivision, see the vendors already
 * mapped there, pick more as chips (4 visible) and Map; at least one vendor, else a warning for 3 s and nothing is sent.
 */
export function MapVendorsDialog({ open, onClose, onMapped }: MapVendorsDialogProps) {
  const { message } = App.useApp();
  const [divisionId, setDivisionId] = useState<string>();
  const [subdivisionId, setSubdivisionId] = useState<string>();
  const [vendorIds, setVendorIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [warning, flashWarning] = useFlash<string>(WARNING_MS);
  const [saving, setSaving] = useState(false);
  const options = useQuery(VendorOptionsQuery, { skip: !open });
  const choices = useQuery(VendorChoicesQuery, { variables: { search: search || null }, skip: !open });
  const mapped = useQuery(VendorsBySubdivisionQuery, { variables: { subdivisionId: subdivisionId ?? '' }, skip: !open || !subdivisionId, fetchPolicy: 'network-only' });
  const [mapVendors] = useMutation(MapVendorsMutation);

  useEffect(() => {
    if (open) {
      setDivisionId(undefined);
      setSubdivisionId(undefined);
      setVendorIds([]);
      setSearch('');
      flashWarning(null);
    }
  }, [open, flashWarning]);

  const divisionOptions = (options.data?.divisions ?? []).map((d) => ({ value: d.id, label: d.number ? `${d.number} ${d.name}` : d.name }));
  const subdivisionOptions = (options.data?.subdivisions ?? []).filter((s) => s.divisionId === divisionId).map((s) => ({ value: s.id, label: s.name }));
  const vendorOptions = (choices.data?.vendors.items ?? []).map((v) => ({ value: v.id, label: v.companyName }));
  const already = mapped.data?.vendorsBySubdivision ?? [];

  async function submit() {
    if (!subdivisionId) {
      flashWarning(VENDOR_MESSAGES.mandatory);
      return;
    }
    if (vendorIds.length === 0) {
      flashWarning(VENDOR_MESSAGES.selectVendor);
      return;
    }
    setSaving(true);
    try {
      await mapVendors({ variables: { subdivisionId, vendorIds } });
    } catch (err) {
      flashWarning(readError(err).message || VENDOR_MESSAGES.mapFailed);
      return;
    } finally {
      setSaving(false);
    }
    message.success({ content: VENDOR_MESSAGES.mapped, duration: 3 });
    onMapped();
    onClose();
  }

  return (
    <Modal
      title="Map Vendors to Subdivision"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Map"
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Division" required htmlFor="map-vendors-division">
          <Select
            id="map-vendors-division" aria-label="Division" onOpenChange={nameListbox('map-vendors-division', 'Division')}
            showSearch optionFilterProp="label" options={divisionOptions} value={divisionId} loading={options.loading}
            onChange={(id: string) => { setDivisionId(id); setSubdivisionId(undefined); }}
          />
        </Form.Item>
        <Form.Item label="Sub Division" required htmlFor="map-vendors-subdivision">
          <Select
            id="map-vendors-subdivision" aria-label="Sub Division" onOpenChange={nameListbox('map-vendors-subdivision', 'Sub Division')}
            showSearch optionFilterProp="label" options={subdivisionOptions} value={subdivisionId} disabled={!divisionId}
            onChange={(id: string) => setSubdivisionId(id)}
          />
        </Form.Item>
        <Form.Item label="Vendors" required htmlFor="map-vendors-vendors">
          <Select<string[]>
            id="map-vendors-vendors" aria-label="Vendors" onOpenChange={nameListbox('map-vendors-vendors', 'Vendors')}
            mode="multiple" maxTagCount={4} showSearch filterOption={false} onSearch={setSearch} options={vendorOptions}
            value={vendorIds} onChange={setVendorIds} loading={choices.loading}
          />
        </Form.Item>
      </Form>
      {subdivisionId && (
        <section aria-label="Vendors of this subdivision">
          <Typography.Text strong>Vendors of this subdivision</Typography.Text>
          <List
            size="small"
            loading={mapped.loading}
            locale={{ emptyText: VENDOR_MESSAGES.noneMapped }}
            dataSource={already}
            renderItem={(v) => (
              <List.Item>
                <Link to={`/admin/supplier-details?id=${v.id}`}>{v.companyName}</Link> · {v.email} · {displayPhone(v.phone)}
              </List.Item>
            )}
          />
        </section>
      )}
      {warning && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={warning} />}
    </Modal>
  );
}
