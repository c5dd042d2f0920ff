import { Input, type InputProps } from 'antd';

/**
 * A field shown but not edited here (a looked-up cost code, an email only a platform admin may change): filled grey,
 * so it does not look like a box waiting for input (issue 10 item 12). `readOnly` false gives the ordinary input.
 */
export function ReadOnlyInput({ readOnly = true, ...props }: InputProps) {
  return readOnly ? <Input {...props} readOnly variant="filled" /> : <Input {...props} />;
}
