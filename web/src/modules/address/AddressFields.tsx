import { Form, Input } from 'antd';
import type { GridField } from '../../app/formGridField';
import { formatZip } from '../../app/masks';
import { AddressAutocomplete, placeParts, type Place } from './AddressAutocomplete';

export interface AddressFieldsProps {
  /** The form's field helper, so errors and layout follow the rest of the form. */
  field: GridField;
  /** The group the address sits in (e.g. 'details'); none: top-level fields. */
  group?: string;
  /** The Address 1 input's aria-label, where the form gives it one. */
  address1AriaLabel?: string;
}

/** Address 1 (with suggestions), Address 2, City, State, State Code and Zip; address 1, city, state and zip are required. */
export function AddressFields({ field, group, address1AriaLabel }: AddressFieldsProps) {
  const form = Form.useFormInstance();
  const at = (name: string) => (group ? [group, name] : name);
  // Choosing an Address 1 suggestion fills the rest of the address.
  const fillPlace = (p: Place) => {
    const place = placeParts(p);
    form.setFieldsValue(group ? { [group]: place } : place);
  };
  return (
    <>
      {field(at('address1'), 'Address 1', <AddressAutocomplete aria-label={address1AriaLabel} onSelect={fillPlace} />, { required: true })}
      {field(at('address2'), 'Address 2', <Input />)}
      {field(at('city'), 'City', <Input />, { required: true })}
      {field(at('state'), 'State', <Input />, { required: true })}
      {field(at('stateCode'), 'State Code', <Input />)}
      {field(at('zip'), 'Zip', <Input inputMode="numeric" />, { required: true, normalize: formatZip })}
    </>
  );
}
