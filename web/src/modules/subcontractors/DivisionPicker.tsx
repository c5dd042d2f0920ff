import { useState } from 'react';
import { Button, Checkbox, Empty } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { divisionState, toggleDivision, type CatalogueChoice } from './form';

export interface DivisionPickerProps {
  id?: string;
  catalogue: CatalogueChoice[];
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * Divisions with their subdivisions (docs/projects.md §4/§5): per division a button that shows its subdivisions and 'Select All',
 * which checks or unchecks all of them and shows checked when all are. Side by side, never nested (axe
 * nested-interactive). Works as a Form.Item child (value: the chosen subdivision ids).
 */
export function DivisionPicker({ id, catalogue, value = [], onChange }: DivisionPickerProps) {
  const [shown, setShown] = useState<string[]>([]);
  if (catalogue.length === 0) return <Empty description="No divisions in the catalogue." />;
  return (
    <div id={id} style={{ maxHeight: 360, overflowY: 'auto', border: '1px solid #d9d9d9', borderRadius: 6, padding: 8 }}>
      {catalogue.map((division) => {
        const state = divisionState(value, division);
        const chosen = division.subdivisions.filter((s) => value.includes(s.id)).length;
        const open = shown.includes(division.id);
        const inDivision = (v: string) => division.subdivisions.some((s) => s.id === v);
        return (
          <div key={division.id} style={{ marginBottom: 4 }}>
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
              <Button
                type="text"
                size="small"
                icon={open ? <DownOutlined /> : <RightOutlined />}
                aria-expanded={open}
                onClick={() => setShown((s) => (open ? s.filter((x) => x !== division.id) : [...s, division.id]))}
              >
                {`${division.name}${chosen > 0 ? ` (${chosen} of ${division.subdivisions.length})` : ''}`}
              </Button>
              <Checkbox
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={division.subdivisions.length === 0}
                aria-label={`Select All ${division.name}`}
                onChange={() => onChange?.(toggleDivision(value, division))}
              >
                Select All
              </Checkbox>
            </div>
            {open && (
              <Checkbox.Group
                aria-label={`${division.name} subdivisions`}
                style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: '4px 0 4px 32px' }}
                options={division.subdivisions.map((s) => ({ value: s.id, label: s.name }))}
                value={value.filter(inDivision)}
                onChange={(next) => onChange?.([...value.filter((v) => !inDivision(v)), ...(next as string[])])}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
