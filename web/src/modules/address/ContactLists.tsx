import { Button, Card, Col, Form, Input, Row, type FormInstance } from 'antd';
import type { GridField } from '../../app/formGridField';
import { formatPhone } from '../../app/masks';
import { AddressAutocomplete, placeParts, type Place } from './AddressAutocomplete';

// The Addresses and Managers lists of the subcontractor and vendor forms (docs/projects.md §2.14, §2.15): entries added and removed
// in place, the first one kept. A subcontractor's first address and manager are mandatory; a vendor's are not. The
// owner form (its own mandatory rules) shares the labels and the address filling.

/** 'Address 1', then 'Address 1 #2', …: every entry's fields have their own label (and error key). */
export const numbered = (label: string, index: number) => (index === 0 ? label : `${label} #${index + 1}`);

const PHONE_PLACEHOLDER = '(100) 000-0000';

interface ListProps {
  /** The form's field (gridFieldFor), which outlines the fields the API refused. */
  item: GridField;
  /** The first entry is mandatory. */
  firstRequired: boolean;
  /** A new, empty entry. */
  empty: () => object;
}

function RemoveButton({ what, index, remove }: { what: string; index: number; remove: (index: number) => void }) {
  return index > 0 ? (
    <Col span={24} style={{ marginBottom: 12 }}>
      <Button size="small" danger onClick={() => remove(index)}>Remove {what} #{index + 1}</Button>
    </Col>
  ) : null;
}

/** Fills city, state, state code and zip of the form's address `index` from the place picked in its Address 1. */
export const fillAddress = (form: FormInstance, index: number) => (p: Place) => {
  for (const [key, value] of Object.entries(placeParts(p))) form.setFieldValue(['addresses', index, key], value);
};

/** Addresses: Address 1 suggests places and fills city, state, state code and zip from the one picked. */
export function AddressList({ item, firstRequired, empty, form, normalizeZip }: ListProps & {
  form: FormInstance;
  normalizeZip?: (value: string) => string;
}) {
  return (
    <Form.List name="addresses">
      {(fields, { add, remove }) => (
        <Card size="small" title="Addresses" style={{ marginBottom: 12 }} extra={<Button size="small" onClick={() => add(empty())}>Add Address</Button>}>
          {fields.map(({ key, name: index }) => {
            const required = firstRequired && index === 0;
            return (
              <Row gutter={16} key={key}>
                {item([index, 'address1'], numbered('Address 1', index), (
                  <AddressAutocomplete aria-label={numbered('Address 1', index)} onSelect={fillAddress(form, index)} />
                ), { required, listName: 'addresses' })}
                {item([index, 'address2'], numbered('Address 2', index), <Input />, { listName: 'addresses' })}
                {item([index, 'city'], numbered('City', index), <Input />, { span: 8, listName: 'addresses' })}
                {item([index, 'state'], numbered('State', index), <Input />, { required, span: 6, listName: 'addresses' })}
                {item([index, 'stateCode'], numbered('State Code', index), <Input />, { span: 4, listName: 'addresses' })}
                {item([index, 'zip'], numbered('Zip', index), <Input inputMode="numeric" />, {
                  required, normalize: normalizeZip, span: 6, listName: 'addresses',
                })}
                <RemoveButton what="Address" index={index} remove={remove} />
              </Row>
            );
          })}
        </Card>
      )}
    </Form.List>
  );
}

/** Managers: name, email and phone of each. */
export function ManagerList({ item, firstRequired, empty }: ListProps) {
  return (
    <Form.List name="managers">
      {(fields, { add, remove }) => (
        <Card size="small" title="Managers" style={{ marginBottom: 12 }} extra={<Button size="small" onClick={() => add(empty())}>Add Manager</Button>}>
          {fields.map(({ key, name: index }) => {
            const required = firstRequired && index === 0;
            return (
              <Row gutter={16} key={key}>
                {item([index, 'firstName'], numbered('Manager First Name', index), <Input />, { required, listName: 'managers' })}
                {item([index, 'lastName'], numbered('Manager Last Name', index), <Input />, { required, listName: 'managers' })}
                {item([index, 'email'], numbered('Manager Email', index), <Input type="email" />, { required, listName: 'managers' })}
                {item([index, 'phone'], numbered('Manager Phone', index), <Input placeholder={PHONE_PLACEHOLDER} inputMode="tel" />, {
                  required, normalize: formatPhone, listName: 'managers',
                })}
                <RemoveButton what="Manager" index={index} remove={remove} />
              </Row>
            );
          })}
        </Card>
      )}
    </Form.List>
  );
}
