import { Col, Form, Input, Row, Select, Tag, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERNAME_PATTERN } from '../../shared/admins/admin';
import { isUnitScoped } from '../../shared/roles';
import type { AssignableRole } from '../../shared/admins/admin';
import { branchTree } from './branchOptions';
import { adminRoleLabel, roleColor } from './roleText';
import { useBranches } from './useBranches';

interface AccessFieldsProps {
  roles: AssignableRole[];
  rolesLoading: boolean;
  /** the administrator's role now (edit), listed even when the caller could not give it */
  currentRole?: { key: string; name: string | null };
}

/**
 * Username, email, role and units: what decides how the person enters and what they reach. The allowed branches are
 * asked only for roles that act on units (administrator, manager, company roles: J008), as a tree where a unit
 * stands for itself and everything below it, as the server's scope does.
 */
export function AccessFields({ roles, rolesLoading, currentRole }: AccessFieldsProps) {
  const { t } = useTranslation();
  const { branches, loading } = useBranches();
  const tree = useMemo(() => branchTree(branches), [branches]);
  const form = Form.useFormInstance();
  const role = Form.useWatch<string | undefined>('role', form);
  const needsUnits = !!role && isUnitScoped(role);
  // most administrators manage the unit they belong to: start the allowed units from the main one
  const prefillUnits = (nextRole: string | undefined, mainBranch: string | undefined) => {
    const current = form.getFieldValue('allowedBranches') as string[] | undefined;
    if (nextRole && isUnitScoped(nextRole) && mainBranch && !current?.length) form.setFieldValue('allowedBranches', [mainBranch]);
  };

  const options = useMemo(() => {
    const list = roles.map((r) => ({ value: r.key, name: r.name, disabled: false }));
    if (currentRole && !list.some((o) => o.value === currentRole.key)) list.push({ value: currentRole.key, name: currentRole.name, disabled: true });
    return list.map((o) => ({
      value: o.value,
      disabled: o.disabled,
      label: <Tag color={roleColor(o.value)} style={{ marginInlineEnd: 0 }}>{adminRoleLabel(t, o.value, o.name)}</Tag>,
      text: adminRoleLabel(t, o.value, o.name),
    }));
  }, [roles, currentRole, t]);

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="username"
            label={t('admins.form.fields.username')}
            extra={t('admins.form.hints.username')}
            rules={[{ required: true, message: t('errors.J010') }, { pattern: ADMIN_USERNAME_PATTERN, message: t('errors.J010') }]}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('admins.form.fields.email')}
            rules={[{ required: true, whitespace: true, message: t('errors.J011') }, { type: 'email', message: t('errors.J003') }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="role" label={t('admins.form.fields.role')} extra={t('admins.form.hints.role')} rules={[{ required: true, message: t('errors.J007') }]}>
            <Select
              loading={rolesLoading}
              options={options}
              placeholder={t('admins.form.placeholders.select')}
              showSearch
              optionFilterProp="text"
              onChange={(next: string) => prefillUnits(next, form.getFieldValue('mainBranch'))}
              data-testid="admin-role"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mainBranch" label={t('admins.form.fields.mainBranch')} rules={[{ required: true, message: t('errors.J006') }]}>
            <TreeSelect
              treeData={tree}
              loading={loading}
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              placeholder={t('admins.form.placeholders.select')}
              onChange={(next: string) => prefillUnits(role, next)}
              data-testid="admin-main-branch"
            />
          </Form.Item>
        </Col>
      </Row>
      {needsUnits ? (
        <Form.Item
          name="allowedBranches"
          label={t('admins.form.fields.allowedBranches')}
          extra={t('admins.form.hints.allowedBranches')}
          rules={[{ required: true, type: 'array', min: 1, message: t('errors.J008') }]}
        >
          <TreeSelect
            treeData={tree}
            loading={loading}
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            maxTagCount="responsive"
            placeholder={t('admins.form.placeholders.units')}
            data-testid="admin-allowed-branches"
          />
        </Form.Item>
      ) : role ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>{t('admins.form.hints.allowedBranchesNotNeeded')}</Typography.Paragraph>
      ) : null}
    </>
  );
}
