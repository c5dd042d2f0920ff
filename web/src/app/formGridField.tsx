import type { ReactNode } from 'react';
import { Col, Form, type FormItemProps } from 'antd';

export interface GridFieldOptions {
  required?: boolean;
  normalize?: (value: string) => string;
  valuePropName?: string;
  /** Width in 24ths from the md breakpoint up (full width below); 12 unless told. */
  span?: number;
  /** Inside a Form.List the name is relative to the list, while errors are keyed by the full path. */
  listName?: string;
}

export type GridField = (name: FormItemProps['name'], label: string, input: ReactNode, opts?: GridFieldOptions) => ReactNode;

/**
 * The field of the record forms: a labelled Form.Item in a responsive column, outlined when `errors` holds its
 * dotted path ('' outlines it only, as the message is shown once for the form; a text is shown under the field).
 */
export function gridFieldFor(errors: Record<string, string>): GridField {
  return (name, label, input, opts = {}) => {
    const path = [name].flat().join('.');
    const key = opts.listName ? `${opts.listName}.${path}` : path;
    const err = errors[key];
    return (
      <Col xs={24} md={opts.span ?? 12} key={key}>
        <Form.Item
          name={name}
          label={label}
          required={opts.required}
          normalize={opts.normalize}
          valuePropName={opts.valuePropName}
          validateStatus={err !== undefined ? 'error' : undefined}
          help={err || undefined}
        >
          {input}
        </Form.Item>
      </Col>
    );
  };
}
