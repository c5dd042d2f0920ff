import { Switch } from 'antd';
import { useConfirmedAction, type ConfirmedAction } from './useConfirmedAction';

export interface StatusSwitchProps extends Omit<ConfirmedAction, 'run'> {
  active: boolean;
  /** The row's name as people read it; the switch is labelled `Active <name>`. */
  name: string;
  setActive: (isActive: boolean) => Promise<unknown>;
}

/**
 * A grid row's active/inactive switch (docs/projects.md §4): it asks first and sends the inverse of the current state.
 * It stays as the server says until the caller refreshes the row, so Skip or a failure leaves it unchanged.
 */
export function StatusSwitch({ active, name, setActive, ...action }: StatusSwitchProps) {
  const confirm = useConfirmedAction();
  return <Switch checked={active} aria-label={`Active ${name}`} onChange={() => confirm({ ...action, run: () => setActive(!active) })} />;
}
