import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { useFlash } from '../../app/useFlash';
import { nameListbox } from '../../app/nameListbox';
import { SUCCESS_SECONDS } from './messages';
import { MapSubcontractorsMutation, SubcontractorFormOptionsQuery, SubcontractorsQuery } from './operations';

// docs/projects.md §2.6/§2.14 map-subcontractors dialog, §8 texts; POST contractoradd/subdivision behind it.
export const MAP_MESSAGES = {
  mapped: 'Subcontractor mapped successfully.',
  mandatory: 'You must enter all mandatory fields.',
  failed: 'Sorry! Couldn\'t map subcontractors.',
} as const;

export interface MapSubcontractorsDialogProps {
  open: boolean;
  onClose: () => void;
  onMapped: () => void;
  /** Subcontractors chosen when the dialog opens (e.g. the one on Subcontractor Details). */
  initial?: { id: string; companyName: string }[];
  /** A subdivision chosen when the dialog opens (e.g. a bid sheet row's). */
  subdivision?: { divisionId: string; subdivisionId: string };
}

/** Map subcontractors to a subdivision (and its division): choose division, subdivision and subcontractors. */
export function MapSubcontractorsDialog({ open, onClose, onMapped, initial = [], subdivision }: MapSubcontractorsDialogProps) {
  const { message } = App.useApp();
  const client = useApolloClient();
  const options = useQuery(SubcontractorFormOptionsQuery, { skip: !open });
  const [divisionId, setDivisionId] = useState<string | undefined>();
  const [subdivisionId, setSubdivisionId] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [known, setKnown] = useState<{ value: string; label: string }[]>([]);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, flashError] = useFlash<string>(3000);
  const initialKey = initial.map((s) => s.id).join(',');

  useEffect(() => {
    if (!open) return;
    setDivisionId(subdivision?.divisionId);
    setSubdivisionId(subdivision?.subdivisionId);
    setChosen(initial.map((s) => s.id));
    setKnown(initial.map((s) => ({ value: s.id, label: s.companyName })));
    setSearch('');
    flashError(null);
  }, [open, initialKey, subdivision?.divisionId, subdivision?.subdivisionId, flashError]);

  // Active subcontractors matching the typed text, one page (the server searches).
  const found = useQuery(SubcontractorsQuery, {
    skip: !open, variables: { page: 1, pageSize: 25, filter: { search: search || null, active: 'ACTIVE' } },
  });
  const subOptions = useMemo(() => {
    const rows = (found.data?.subcontractors.items ?? []).map((r) => ({ value: r.id, label: r.companyName }));
    const all = [...known, ...rows];
    return all.filter((o, i) => all.findIndex((x) => x.value === o.value) === i);
  }, [found.data, known]);

  const divisions = (options.data?.divisions ?? []).map((d) => ({ value: d.id, label: d.number ? `${d.number} ${d.name}` : d.name }));
  const subdivisions = (options.data?.subdivisions ?? []).filter((s) => s.divisionId === divisionId).map((s) => ({ value: s.id, label: s.name }));

  async function submit() {
    if (!subdivisionId || chosen.length === 0) return flashError(MAP_MESSAGES.mandatory);
    setBusy(true);
    try {
      await client.mutate({ mutation: MapSubcontractorsMutation, variables: { subdivisionId, subcontractorIds: chosen } });
      message.success({ content: MAP_MESSAGES.mapped, duration: SUCCESS_SECONDS });
      onMapped();
      onClose();
    } catch (err) {
      const e = readError(err);
      flashError(e.code === 'BAD_USER_INPUT' || e.code === 'NOT_FOUND' ? e.message : MAP_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title="Map Subcontractors" okText="Submit" cancelText="Cancel" onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="Division" htmlFor="map-division" required>
          <Select
            id="map-division" aria-label="Division" onOpenChange={nameListbox('map-division', 'Division')} showSearch optionFilterProp="label" options={divisions} value={divisionId}
            onChange={(v: string) => { setDivisionId(v); setSubdivisionId(undefined); }} loading={options.loading}
          />
        </Form.Item>
        <Form.Item label="Subdivision" htmlFor="map-subdivision" required>
          <Select
            id="map-subdivision" aria-label="Subdivision" onOpenChange={nameListbox('map-subdivision', 'Subdivision')} showSearch optionFilterProp="label" options={subdivisions} value={subdivisionId}
            onChange={(v: string) => setSubdivisionId(v)} disabled={!divisionId}
          />
        </Form.Item>
        <Form.Item label="Subcontractors" htmlFor="map-subcontractors" required>
          <Select
            id="map-subcontractors" aria-label="Subcontractors" onOpenChange={nameListbox('map-subcontractors', 'Subcontractors')} mode="multiple" showSearch filterOption={false} options={subOptions}
            value={chosen} onSearch={setSearch} loading={found.loading}
            onChange={(ids: string[]) => {
              setKnown((k) => [...k, ...subOptions.filter((o) => ids.includes(o.value) && !k.some((x) => x.value === o.value))]);
              setChosen(ids);
            }}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
