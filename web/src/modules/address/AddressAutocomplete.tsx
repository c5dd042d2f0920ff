import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Spin, Typography, type GetRef } from 'antd';
import { useQuery } from '@apollo/client/react';
import { AddressSuggestionsQuery } from './operations';

export interface Place {
  city: string;
  state: string;
  stateCode: string;
  zip: string;
}

/** The address fields a picked place fills: its city, state, state code and zip (a suggestion may carry more). */
export const placeParts = ({ city, state, stateCode, zip }: Place): Place => ({ city, state, stateCode, zip });

export interface AddressAutocompleteProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onSelect?: (place: Place) => void;
  placeholder?: string;
  'aria-label'?: string;
  disabled?: boolean;
  status?: '' | 'error' | 'warning';
}

// docs/accounts.md §9: suggestions are asked for after a 400 ms pause in typing.
export const ADDRESS_DEBOUNCE_MS = 400;
export const SUGGESTION_LIMIT = 8;
export const NO_LOCATIONS = 'No locations';
const MIN_QUERY_LENGTH = 2;
/** A picked place without a street (the embedded provider knows cities and ZIPs only) says so (issue 31 item 6). */
export const STREET_HINT = 'This suggestion filled City, State and Zip only: type the street in Address 1.';
// Option values carry this prefix so a select (which antd also reports through onChange) is never
// mistaken for typed text, even when the typed text equals a suggestion id such as a zip code.
const OPTION_PREFIX = '\u0000place:';

/** The street part of what was typed: text before the first comma ('100 Congress Ave, Austin' → '100 Congress Ave'). */
export function streetPart(text: string): string {
  const i = text.indexOf(',');
  return (i >= 0 ? text.slice(0, i) : text).trim();
}

/**
 * Address 1 input with place suggestions. Works as an antd Form.Item child (value/onChange);
 * choosing a suggestion keeps the typed street in the field and reports city/state/state code/zip via onSelect.
 */
export function AddressAutocomplete({ id, value, onChange, onSelect, placeholder, disabled, status, ...rest }: AddressAutocompleteProps) {
  const [term, setTerm] = useState('');
  const [streetHint, setStreetHint] = useState(false);
  const input = useRef<GetRef<typeof AutoComplete> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = term.trim();
  const skip = search.length < MIN_QUERY_LENGTH;
  const { data, loading } = useQuery(AddressSuggestionsQuery, {
    variables: { query: search, limit: SUGGESTION_LIMIT },
    skip,
    fetchPolicy: 'cache-first',
  });
  const suggestions = useMemo(() => (skip ? [] : data?.addressSuggestions ?? []), [skip, data]);
  const options = useMemo(
    () => suggestions.map((s) => ({ value: OPTION_PREFIX + s.id, label: s.label })),
    [suggestions],
  );

  const schedule = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTerm(text), ADDRESS_DEBOUNCE_MS);
  };

  const handleChange = (text: string) => {
    if (typeof text === 'string' && text.startsWith(OPTION_PREFIX)) return;
    const next = text ?? '';
    setStreetHint(false);
    onChange?.(next);
    schedule(next);
  };

  const handleSelect = (optionValue: string) => {
    const picked = suggestions.find((s) => OPTION_PREFIX + s.id === optionValue);
    if (!picked) return;
    clearTimeout(timer.current);
    // A street-level suggestion gives Address 1 its street; a city or ZIP one leaves what was typed there, less a
    // trailing city/ZIP, and never puts the ZIP or city that was looked up into it (issue 10 item 7).
    const typed = streetPart(value ?? '');
    const lookedUp = typed !== '' && [picked.zip, picked.city].some((v) => v.toLowerCase().startsWith(typed.toLowerCase()));
    const street = picked.street ?? (lookedUp ? '' : typed);
    onChange?.(street);
    onSelect?.({ city: picked.city, state: picked.state, stateCode: picked.stateCode, zip: picked.zip });
    // Without a street the user is taken back to Address 1 to type it.
    setStreetHint(street === '');
    if (street === '') setTimeout(() => input.current?.focus(), 0);
  };

  // Nothing typed yet → no dropdown at all; a finished search with no match → 'No locations'.
  const notFoundContent = skip ? null : loading ? <Spin size="small" /> : NO_LOCATIONS;

  return (
    <>
    <AutoComplete
      ref={input}
      id={id}
      aria-label={rest['aria-label']}
      value={value ?? ''}
      options={options}
      onChange={handleChange}
      onSelect={handleSelect}
      notFoundContent={notFoundContent}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      filterOption={false}
      style={{ width: '100%' }}
    />
    {streetHint && <Typography.Text type="secondary" role="status" style={{ display: 'block', marginTop: 4 }}>{STREET_HINT}</Typography.Text>}
    </>
  );
}
