import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Form, Input, Row } from 'antd';
import { gridFieldFor } from './formGridField';

function Fields({ errors }: { errors: Record<string, string> }) {
  const field = gridFieldFor(errors);
  return (
    <Form layout="vertical" initialValues={{ contacts: [{ city: '' }] }}>
      <Row>
        {field('email', 'Email', <Input />, { required: true })}
        {field('phone', 'Phone', <Input />, { normalize: (v) => v.toUpperCase() })}
        {field(['details', 'zip'], 'Zip', <Input />)}
        <Form.List name="contacts">{(items) => items.map(({ key, name }) => field([name, 'city'], 'City', <Input />, { listName: 'contacts', span: 8 }))}</Form.List>
      </Row>
    </Form>
  );
}

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')!;

describe('gridFieldFor', () => {
  it('outlines a field whose dotted path has an error: empty text outlines only, a text is shown under it', () => {
    render(<Fields errors={{ email: '', 'details.zip': 'Five digits.', 'contacts.0.city': '' }} />);
    expect(itemOf('Email')).toHaveClass('ant-form-item-has-error');
    expect(itemOf('Email').querySelector('.ant-form-item-explain')).toBeNull();
    expect(itemOf('Zip')).toHaveClass('ant-form-item-has-error');
    expect(screen.getByText('Five digits.')).toBeInTheDocument();
    expect(itemOf('City')).toHaveClass('ant-form-item-has-error');
    expect(itemOf('Phone')).not.toHaveClass('ant-form-item-has-error');
  });

  it('keeps the label, required mark, normalizer and column width', () => {
    render(<Fields errors={{}} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'abc' } });
    expect(screen.getByLabelText('Phone')).toHaveValue('ABC');
    expect(itemOf('Email').querySelector('.ant-form-item-required')).not.toBeNull();
    expect(itemOf('Phone').querySelector('.ant-form-item-required')).toBeNull();
    expect(itemOf('Email').closest('.ant-col')).toHaveClass('ant-col-md-12');
    expect(itemOf('City').closest('.ant-col')).toHaveClass('ant-col-md-8');
  });
});
