import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Form, Row } from 'antd';
import { gridFieldFor } from '../../app/formGridField';
import { renderWithProviders } from '../../test/utils';
import { AddressFields } from './AddressFields';
import { AddressSuggestionsQuery } from './operations';

const suggestions = {
  request: { query: AddressSuggestionsQuery, variables: { query: '1 Main St, Springf', limit: 8 } },
  result: {
    data: {
      addressSuggestions: [
        { __typename: 'AddressSuggestion' as const, id: '62701', label: 'Springfield, IL 62701', city: 'Springfield', state: 'Illinois', stateCode: 'IL', zip: '62701', street: null },
      ],
    },
  },
};

function Address({ address1AriaLabel }: { address1AriaLabel?: string }) {
  return (
    <Form name="person" layout="vertical" initialValues={{ address1: '', city: '', state: '', stateCode: '', zip: '' }}>
      <Row>
        <AddressFields field={gridFieldFor({})} address1AriaLabel={address1AriaLabel} />
      </Row>
    </Form>
  );
}

const isRequired = (label: string) => !!screen.getByLabelText(label).closest('.ant-form-item')!.querySelector('.ant-form-item-required');

describe('AddressFields', () => {
  it('top-level fields: a chosen suggestion fills city, state, state code and zip; zip keeps digits only', async () => {
    renderWithProviders(<Address address1AriaLabel="Address 1" />, [suggestions]);
    const address1 = screen.getByLabelText('Address 1');
    expect(address1).toHaveAttribute('aria-label', 'Address 1');
    fireEvent.focus(address1);
    fireEvent.change(address1, { target: { value: '1 Main St, Springf' } });
    fireEvent.click(await screen.findByText('Springfield, IL 62701'));
    const filled = () => ['City', 'State', 'State Code', 'Zip'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);
    await waitFor(() => expect(filled()).toEqual(['Springfield', 'Illinois', 'IL', '62701']));
    fireEvent.change(screen.getByLabelText('Zip'), { target: { value: '7a8701' } });
    expect(screen.getByLabelText('Zip')).toHaveValue('78701');
  });

  it('address 1, city, state and zip are marked required; no aria-label unless given', () => {
    renderWithProviders(<Address />);
    expect(screen.getByLabelText('Address 1')).not.toHaveAttribute('aria-label');
    expect(['Address 1', 'Address 2', 'City', 'State', 'State Code', 'Zip'].map(isRequired)).toEqual([true, false, true, true, false, true]);
  });
});
