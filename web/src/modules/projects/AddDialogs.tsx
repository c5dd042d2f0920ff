import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Form, Input, Modal, type FormInstance } from 'antd';
import { useApolloClient } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { formatPhone, formatZip } from '../../app/masks';
import type { GenericListKey } from '../../gql/graphql';
import { AddressAutocomplete } from '../address/AddressAutocomplete';
import { AddGenericValueMutation, AddOwnerAddressMutation, AddOwnerManagerMutation } from './operations';
import { PROJECT_MESSAGES } from './validation';

const t = (s: string | undefined) => (s ?? '').trim();

export interface AddToOwnerDialogProps {
  ownerId: string | undefined;
  open: boolean;
  onClose: () => void;
  onAdded: (id: string) => void;
}

interface AddToOwnerFormProps<V> extends AddToOwnerDialogProps {
  title: string;
  empty: V;
  /** The mandatory fields are filled in; otherwise `incomplete` is shown. */
  isComplete: (values: V) => boolean;
  incomplete: string;
  /** Saves the values and returns the new record's id; a throw is shown through `failureText`. */
  add: (ownerId: string, values: V) => Promise<string>;
  added: string;
  failureText: (error: unknown) => string;
  children: (form: FormInstance<V>) => ReactNode;
}

/** The frame of the owner section's add dialogs: owner first, mandatory fields, then save, toast and hand back the id. */
function AddToOwnerForm<V extends object>({
  ownerId, open, onClose, onAdded, title, empty, isComplete, incomplete, add, added, failureText, children,
}: AddToOwnerFormProps<V>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      form.setFieldsValue(empty as Parameters<typeof form.setFieldsValue>[0]);
      setError(null);
    }
  }, [open, form, empty]);

  async function submit() {
    const v = form.getFieldsValue(true) as V;
    if (!ownerId) return setError(PROJECT_MESSAGES.selectOwnerFirst);
    if (!isComplete(v)) return setError(incomplete);
    setError(null);
    setBusy(true);
    try {
      const id = await add(ownerId, v);
      message.success(added);
      onAdded(id);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={title} okText="Add" onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} forceRender>
      <Form form={form} layout="vertical" initialValues={empty} component="div">
        {children(form)}
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

interface AddressValues { address1: string; address2: string; city: string; state: string; stateCode: string; zip: string }
const EMPTY_ADDRESS: AddressValues = { address1: '', address2: '', city: '', state: '', stateCode: '', zip: '' };

/** Add-address dialog of the owner section: address 1, city, state and zip are mandatory (docs/projects.md §5). */
export function AddOwnerAddressDialog(props: AddToOwnerDialogProps) {
  const client = useApolloClient();
  return (
    <AddToOwnerForm<AddressValues>
      {...props}
      title="Add Owner Address"
      empty={EMPTY_ADDRESS}
      isComplete={(v) => !!(t(v.address1) && t(v.city) && t(v.state) && t(v.zip))}
      incomplete={PROJECT_MESSAGES.addressMandatory}
      add={async (ownerId, v) => {
        const res = await client.mutate({
          mutation: AddOwnerAddressMutation,
          variables: {
            ownerId,
            address: {
              address1: t(v.address1), address2: t(v.address2) || null, city: t(v.city), state: t(v.state),
              stateCode: t(v.stateCode) || null, zip: t(v.zip),
            },
          },
        });
        const added = res.data?.addOwnerAddress;
        if (!added) throw new Error(PROJECT_MESSAGES.addressFailed);
        return added.id;
      }}
      added={PROJECT_MESSAGES.addressAdded}
      failureText={(err) => readError(err).message || PROJECT_MESSAGES.addressFailed}
    >
      {(form) => (
        <>
          <Form.Item name="address1" label="Address Line 1" required>
            <AddressAutocomplete
              onSelect={(p) => form.setFieldsValue({ city: p.city, state: p.state, stateCode: p.stateCode, zip: p.zip })}
            />
          </Form.Item>
          <Form.Item name="address2" label="Address Line 2">
            <Input />
          </Form.Item>
          <Form.Item name="city" label="Address City" required>
            <Input />
          </Form.Item>
          <Form.Item name="state" label="Address State" required>
            <Input />
          </Form.Item>
          <Form.Item name="stateCode" label="Address State Code">
            <Input />
          </Form.Item>
          <Form.Item name="zip" label="Address Zip" required normalize={formatZip}>
            <Input inputMode="numeric" />
          </Form.Item>
        </>
      )}
    </AddToOwnerForm>
  );
}

interface ManagerValues { firstName: string; lastName: string; email: string; phone: string }
const EMPTY_MANAGER: ManagerValues = { firstName: '', lastName: '', email: '', phone: '' };

/** Add-manager dialog: first name, email and phone are required ('Fill all the fields.'). */
export function AddOwnerManagerDialog(props: AddToOwnerDialogProps) {
  const client = useApolloClient();
  return (
    <AddToOwnerForm<ManagerValues>
      {...props}
      title="Add Owner Manager"
      empty={EMPTY_MANAGER}
      isComplete={(v) => !!(t(v.firstName) && t(v.email) && t(v.phone))}
      incomplete={PROJECT_MESSAGES.managerMandatory}
      add={async (ownerId, v) => {
        const res = await client.mutate({
          mutation: AddOwnerManagerMutation,
          variables: { ownerId, manager: { firstName: t(v.firstName), lastName: t(v.lastName) || null, email: t(v.email), phone: t(v.phone) } },
        });
        const added = res.data?.addOwnerManager;
        if (!added) throw new Error(PROJECT_MESSAGES.managerFailed);
        return added.id;
      }}
      added={PROJECT_MESSAGES.managerAdded}
      failureText={(err) => (readError(err).code === 'CONFLICT' ? PROJECT_MESSAGES.managerExists : PROJECT_MESSAGES.managerFailed)}
    >
      {() => (
        <>
          <Form.Item name="firstName" label="Manager First Name" required>
            <Input />
          </Form.Item>
          <Form.Item name="lastName" label="Manager Last Name">
            <Input />
          </Form.Item>
          <Form.Item name="email" label="Manager Email" required>
            <Input type="email" />
          </Form.Item>
          <Form.Item name="phone" label="Manager Phone" required normalize={formatPhone}>
            <Input inputMode="tel" placeholder="(100) 000-0000" />
          </Form.Item>
        </>
      )}
    </AddToOwnerForm>
  );
}

const LIST_TEXT: Record<GenericListKey, { title: string; label: string; blank: string; added: string; failed: string }> = {
  BUILDING_TYPE: {
    title: 'Add Building Type', label: 'New Building Type', blank: PROJECT_MESSAGES.addBuildingType,
    added: PROJECT_MESSAGES.buildingTypeAdded, failed: PROJECT_MESSAGES.buildingTypeFailed,
  },
  PROJECT_TYPE: {
    title: 'Add Project Type', label: 'New Project Type', blank: PROJECT_MESSAGES.addProjectType,
    added: PROJECT_MESSAGES.projectTypeAdded, failed: PROJECT_MESSAGES.projectTypeFailed,
  },
};

/** Add a building type or project type (generic list value). */
export function AddListValueDialog({ listKey, onClose, onAdded }: {
  listKey: GenericListKey | null;
  onClose: () => void;
  onAdded: (key: GenericListKey, value: string) => void;
}) {
  const client = useApolloClient();
  const { message } = App.useApp();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = listKey ? LIST_TEXT[listKey] : null;

  useEffect(() => {
    setValue('');
    setError(null);
  }, [listKey]);

  async function submit() {
    if (!listKey || !text) return;
    const v = value.trim();
    if (!v) return setError(text.blank);
    setError(null);
    setBusy(true);
    try {
      const res = await client.mutate({ mutation: AddGenericValueMutation, variables: { key: listKey, value: v } });
      const added = res.data?.addGenericValue;
      if (!added) throw new Error(text.failed);
      message.success(text.added);
      onAdded(listKey, added.value);
    } catch {
      setError(text.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={!!listKey} title={text?.title} okText="Add" onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label={text?.label} htmlFor="new-list-value">
          <Input id="new-list-value" value={value} maxLength={255} onChange={(e) => setValue(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
