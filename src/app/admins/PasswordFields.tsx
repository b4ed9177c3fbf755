import { Alert, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from '../../shared/password';

/** Days an invitation link stays valid (server: adminInvite.ts INVITE_TTL_DAYS). */
const INVITE_DAYS = 7;

/** New password and its repetition with the spec §5 rules, the same messages as the server. */
export function NewPasswordItems({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('admins.form.fields.password')}
        extra={t('admins.form.hints.passwordRules', { min: PASSWORD_MIN_LENGTH })}
        rules={[
          { required, message: t('admins.form.required') },
          { validator: (_, v?: string) => (!v || isStrongPassword(v) ? Promise.resolve() : Promise.reject(new Error(t('errors.PASSWORD_WEAK')))) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeatPassword"
        label={t('admins.form.fields.repeatPassword')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v?: string) => {
              const password = getFieldValue('password') as string | undefined;
              if (!password && !v) return Promise.resolve();
              return v === password ? Promise.resolve() : Promise.reject(new Error(t('errors.PASSWORD_MISMATCH')));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** Create: mail an invitation (default: the password never passes through the creator) or set one now. */
export function CreatePasswordFields() {
  const { t } = useTranslation();
  const mode = Form.useWatch<'invite' | 'set' | undefined>('passwordMode', Form.useFormInstance());
  return (
    <>
      <Form.Item name="passwordMode">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'invite', label: t('admins.form.passwordMode.invite') },
            { value: 'set', label: t('admins.form.passwordMode.set') },
          ]}
        />
      </Form.Item>
      {mode === 'set' ? <NewPasswordItems required /> : <Alert type="info" showIcon message={t('admins.form.hints.invite', { days: INVITE_DAYS })} />}
    </>
  );
}

/** Edit: the owner may set someone's password (GET /users/allowPasswordChange/:id); one's own goes through /profile. */
export function EditPasswordFields({ self, allowed }: { self: boolean; allowed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (self) {
    return (
      <Alert
        type="info"
        showIcon
        message={t('admins.form.hints.ownPassword')}
        action={<Button size="small" onClick={() => navigate('/profile')}>{t('admins.form.goToProfile')}</Button>}
      />
    );
  }
  if (!allowed) return null;
  return (
    <>
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('admins.form.hints.changePassword')} />
      <NewPasswordItems required={false} />
    </>
  );
}
