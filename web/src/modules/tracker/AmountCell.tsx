import { memo, useState } from 'react';
import { App, Input } from 'antd';
import { TRACKER_MESSAGES } from './messages';
import type { EditableField } from './hooks/useTrackerChanges';
import { changedAmount, editText, maskSignedMoney, toAmount, type TrackerRow } from './model';

export interface AmountCellProps {
  row: TrackerRow;
  field: EditableField;
  /** The stored figure (the API's decimal text). */
  value: string;
  /** 'Holds of Gypsum Board', 'Scope transfer of Gypsum Board'. */
  label: string;
  /** Sends a changed amount; false when refused (the cell shows the stored value again). Stable, so memo holds. */
  onSave: (row: TrackerRow, field: EditableField, amount: string) => Promise<boolean>;
}

/**
 * A figure a person enters in place (scope transfer, holds; docs/projects.md §2.11): typed with separators, committed on Enter or
 * when the cell loses focus, only when the amount changed; Escape puts the stored value back. Memoized: a tracker
 * answer re-renders only the cells whose figure changed.
 */
export const AmountCell = memo(function AmountCell({ row, field, value, label, onSave }: AmountCellProps) {
  const { message } = App.useApp();
  const [text, setText] = useState(() => editText(value));
  const [busy, setBusy] = useState(false);
  // A new stored figure (this edit's answer, or another change) replaces what is shown, in the same render as the
  // row's other figures (an effect would show the typed text for one more frame).
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setText(editText(value));
  }

  async function commit() {
    if (busy) return;
    if (toAmount(text) === undefined) {
      message.error(TRACKER_MESSAGES.badAmount);
      setText(editText(value));
      return;
    }
    const amount = changedAmount(value, text);
    if (amount === undefined) return;
    setBusy(true);
    const saved = await onSave(row, field, amount);
    setBusy(false);
    if (!saved) setText(editText(value));
  }

  return (
    <Input
      size="small"
      aria-label={label}
      value={text}
      disabled={busy}
      inputMode="decimal"
      style={{ textAlign: 'right', minWidth: 110 }}
      onChange={(e) => setText(maskSignedMoney(e.target.value))}
      onPressEnter={() => void commit()}
      onBlur={() => void commit()}
      onKeyDown={(e) => { if (e.key === 'Escape') setText(editText(value)); }}
    />
  );
});
