import { Checkbox, Collapse, Empty } from 'antd';
import { divisionState, toggleDivision, type CatalogueChoice } from './form';

export interface DivisionPickerProps {
  id?: string;
  catalogue: CatalogueChoice[];
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * Divisions with their subdivisions (001 §4/§5): one panel per division with 'Select All', which checks or unchecks
 * all its subdivisions; it shows checked when all are. Works as a Form.Item child (value: the chosen subdivision ids).
 */
export function DivisionPicker({ id, catalogue, value = [], onChange }: DivisionPickerProps) {
  if (catalogue.length === 0) return <Empty description="No divisions in the catalogue." />;
  return (
    <div id={id}>
      <Collapse
        size="small"
        items={catalogue.map((division) => {
          const state = divisionState(value, division);
          const chosen = division.subdivisions.filter((s) => value.includes(s.id)).length;
          return {
            key: division.id,
            label: `${division.name}${chosen > 0 ? ` (${chosen} of ${division.subdivisions.length})` : ''}`,
            extra: (
              // The checkbox sits in the header: clicks must not open or close the panel.
              <span onClick={(e) => e.stopPropagation()} role="presentation">
                <Checkbox
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  disabled={division.subdivisions.length === 0}
                  aria-label={`Select All ${division.name}`}
                  onChange={() => onChange?.(toggleDivision(value, division))}
                >
                  Select All
                </Checkbox>
              </span>
            ),
            children: (
              <Checkbox.Group
                aria-label={`${division.name} subdivisions`}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                options={division.subdivisions.map((s) => ({ value: s.id, label: s.name }))}
                value={value.filter((v) => division.subdivisions.some((s) => s.id === v))}
                onChange={(next) => {
                  const others = value.filter((v) => !division.subdivisions.some((s) => s.id === v));
                  onChange?.([...others, ...(next as string[])]);
                }}
              />
            ),
          };
        })}
      />
    </div>
  );
}
