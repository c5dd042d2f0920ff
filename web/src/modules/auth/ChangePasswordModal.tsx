import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { readError } from '../../app/errors';
import { clearSession } from '../../app/session';
import { useFlash } from '../../app/useFlash';
import { ChangePasswordMutation } from './operations';

export const CHANGE_PASSWORD_MESSAGES = {
  required: 'Fill all the required fields',
  mismatch: "Password and Confirm password fields doesn't match.",
  wrongCurrent: 'Current Password is incorrect.',
  failed: 'Sorry, something went wrong. Please try again after some time.',
} as const;

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, flashError] = useFlash<string>(3000);

  function close() {
    setOld('');
    setNew('');
    setConfirm('');
    flashError(null);
    onClose();
  }

  async function submit() {
    if (!oldPassword || !newPassword || !confirm) return flashError(CHANGE_PASSWORD_MESSAGES.required);
    if (newPassword !== confirm) return flashError(CHANGE_PASSWORD_MESSAGES.mismatch);
    try {
      await change({ variables: { oldPassword, newPassword } });
      // Every earlier token is dead now: sign out.
      clearSession();
      onClose();
      navigate('/', { replace: true });
    } catch (err) {
      const e = readError(err);
      if (e.reason === 'WRONG_CURRENT_PASSWORD') return flashError(CHANGE_PASSWORD_MESSAGES.wrongCurrent);
      // A password-policy refusal carries the spec's own policy text on the new password field.
      if (e.code === 'BAD_USER_INPUT' && e.fields?.newPassword) return flashError(e.fields.newPassword);
      flashError(CHANGE_PASSWORD_MESSAGES.failed);
    }
  }

  return (
    <Modal
      open={open}
      title="Change Password"
      okText="Submit"
      onOk={submit}
      onCancel={close}
      confirmLoading={loading}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit} noValidate>
        <Form.Item label="Old Password" htmlFor="cp-old">
          <Input.Password id="cp-old" autoComplete="current-password" value={oldPassword} onChange={(e) => setOld(e.target.value)} />
        </Form.Item>
        <Form.Item label="New Password" htmlFor="cp-new">
          <Input.Password id="cp-new" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />
        </Form.Item>
        <Form.Item label="Confirm Password" htmlFor="cp-confirm">
          <Input.Password id="cp-confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
