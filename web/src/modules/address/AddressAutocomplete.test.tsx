import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { ADDRESS_DEBOUNCE_MS, AddressAutocomplete, NO_LOCATIONS, streetPart, type Place } from './AddressAutocomplete';
import { AddressSuggestionsQuery } from './operations';

const AUSTIN = [
  { __typename: 'AddressSuggestion' as const, id: '78701', label: 'Austin, TX 78701', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701', street: null },
  { __typename: 'AddressSuggestion' as const, id: '78702', label: 'Austin, TX 78702', city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78702', street: null },
];

function suggestionMock(query: string, rows: typeof AUSTIN, onCall: () => void = () => {}) {
  return {
    request: { query: AddressSuggestionsQuery, variables: { query, limit: 8 } },
    result: () => {
      onCall();
      return { data: { addressSuggestions: rows } };
    },
  };
}

/** A company-like form: Address 1 fills City, State, State Code and Zip. */
function AddressForm({ onValues }: { onValues?: (v: Record<string, string>) => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} onValuesChange={(_c, all) => onValues?.(all)}>
      <Form.Item label="Address 1" name="address1">
        <AddressAutocomplete
          aria-label="Address 1"
          onSelect={(p: Place) => form.setFieldsValue({ city: p.city, state: p.state, stateCode: p.stateCode, zip: p.zip })}
        />
      </Form.Item>
      <Form.Item label="City" name="city"><Input /></Form.Item>
      <Form.Item label="State" name="state"><Input /></Form.Item>
      <Form.Item label="State Code" name="stateCode"><Input /></Form.Item>
      <Form.Item label="Zip" name="zip"><Input /></Form.Item>
    </Form>
  );
}

const address1 = () => screen.getByRole('combobox', { name: 'Address 1' });
const type = (text: string) => {
  fireEvent.focus(address1());
  fireEvent.change(address1(), { target: { value: text } });
};

describe('AddressAutocomplete', () => {
  it('asks for suggestions only after a 400 ms pause, once for the last text, and lists them', async () => {
    const asked: string[] = [];
    const texts = ['A', 'Au', 'Aus', 'Aust', 'Austi', 'Austin'];
    const onTyped = vi.fn();
    renderWithProviders(
      <AddressForm onValues={onTyped} />,
      texts.map((t) => suggestionMock(t, t === 'Austin' ? AUSTIN : [], () => asked.push(t))),
    );
    // Fake timers make the pause exact; antd's animations still run on real frames.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Quick keystrokes, 100 ms apart: each one restarts the pause.
      for (const text of texts) {
        type(text);
        await act(async () => {
          vi.advanceTimersByTime(100);
        });
      }
      expect(address1()).toHaveValue('Austin');
      await act(async () => {
        vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 101);
      });
      expect(asked).toEqual([]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX 78702')).toBeInTheDocument();
    expect(asked).toEqual(['Austin']);
    expect(onTyped).toHaveBeenLastCalledWith(expect.objectContaining({ address1: 'Austin' }));
  });

  it("shows 'No locations' when nothing matches", async () => {
    renderWithProviders(<AddressForm />, [suggestionMock('Qqqzzzx', [])]);
    type('Qqqzzzx');
    expect(await screen.findByText(NO_LOCATIONS)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Austin/ })).toBeNull();
  });

  it('shows no list and asks nothing for fewer than two characters', async () => {
    const onCall = vi.fn();
    renderWithProviders(<AddressForm />, [suggestionMock('A', AUSTIN, onCall)]);
    type('A');
    await new Promise((r) => setTimeout(r, ADDRESS_DEBOUNCE_MS + 200));
    expect(onCall).not.toHaveBeenCalled();
    expect(screen.queryByText(NO_LOCATIONS)).toBeNull();
  });

  it('choosing a suggestion fills city, state, state code and zip and keeps the typed street', async () => {
    let values: Record<string, string> = {};
    renderWithProviders(<AddressForm onValues={(v) => (values = v)} />, [suggestionMock('100 Congress Ave, Austin', AUSTIN)]);
    type('100 Congress Ave, Austin');
    fireEvent.click(await screen.findByText('Austin, TX 78702'));
    await waitFor(() => expect(screen.getByLabelText('Zip')).toHaveValue('78702'));
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('State')).toHaveValue('Texas');
    expect(screen.getByLabelText('State Code')).toHaveValue('TX');
    expect(address1()).toHaveValue('100 Congress Ave');
    expect(values.address1).toBe('100 Congress Ave');
  });

  it('a looked-up ZIP is not left in Address 1; a street-level suggestion gives Address 1 its street (issue 10 item 7)', async () => {
    renderWithProviders(<AddressForm />, [
      suggestionMock('78701', AUSTIN.slice(0, 1)),
      suggestionMock('100 Cong', [{ ...AUSTIN[0]!, id: 'mbx.1', label: '100 Congress Avenue, Austin, TX 78701', street: '100 Congress Avenue' as never }]),
    ]);
    type('78701');
    fireEvent.click(await screen.findByText('Austin, TX 78701'));
    await waitFor(() => expect(screen.getByLabelText('Zip')).toHaveValue('78701'));
    expect(address1()).toHaveValue('');

    type('100 Cong');
    fireEvent.click(await screen.findByText('100 Congress Avenue, Austin, TX 78701'));
    await waitFor(() => expect(address1()).toHaveValue('100 Congress Avenue'));
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
  });

  it('reports the place through onSelect when used on its own', async () => {
    const onSelect = vi.fn();
    function Standalone() {
      const [value, setValue] = useState('');
      return <AddressAutocomplete aria-label="Address 1" value={value} onChange={setValue} onSelect={onSelect} />;
    }
    renderWithProviders(<Standalone />, [suggestionMock('787', AUSTIN)]);
    type('787');
    fireEvent.click(await screen.findByText('Austin, TX 78701'));
    expect(onSelect).toHaveBeenCalledWith({ city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' });
    expect(address1()).toHaveValue(''); // the ZIP prefix was the lookup, not a street
  });
});

describe('streetPart', () => {
  it('keeps the text before the first comma', () => {
    expect(streetPart('100 Congress Ave, Austin, TX')).toBe('100 Congress Ave');
    expect(streetPart('  12 Main St ')).toBe('12 Main St');
    expect(streetPart('')).toBe('');
  });
});
