import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Flex, Form, Input, Radio, Typography } from 'antd';
import type { PutSsoConnectionDto, SsoSetupDto } from '@academy/api/admin';
import { errorMessage } from '@academy/api';

interface Values {
  protocol: 'saml' | 'oidc';
  displayName: string;
  domains: string;
  required: boolean;
  jitSeats: boolean;
  samlMetadataUrl: string;
  samlMetadataXml: string;
  oidcIssuer: string;
  oidcClientId: string;
  oidcClientSecret: string;
}

/**
 * An employer single sign-on connection's settings (a team's or the academy's): SAML from the
 * identity provider's metadata or OpenID Connect, the e-mail domains, whether it is required and (for a
 * team) whether a free seat is taken at the first sign-in; then what to give the identity provider.
 */
export function SsoConnectionForm({
  setup,
  forTeam,
  saving,
  onSave,
  onRemove,
}: {
  setup: SsoSetupDto;
  forTeam: boolean;
  saving: boolean;
  onSave: (body: PutSsoConnectionDto) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<Values>();
  const protocol = Form.useWatch('protocol', form) ?? setup.connection?.protocol ?? 'saml';
  const [problem, setProblem] = useState<string | null>(null);
  const connection = setup.connection;

  const submit = async (values: Values) => {
    setProblem(null);
    const base = {
      protocol: values.protocol,
      displayName: values.displayName.trim(),
      emailDomains: values.domains.split(/[\s,;]+/).filter(Boolean),
      required: values.required,
      jitSeats: forTeam && values.jitSeats,
    };
    const body: PutSsoConnectionDto =
      values.protocol === 'oidc'
        ? {
            ...base,
            oidcIssuer: values.oidcIssuer.trim(),
            oidcClientId: values.oidcClientId.trim(),
            ...(values.oidcClientSecret ? { oidcClientSecret: values.oidcClientSecret } : {}),
          }
        : values.samlMetadataXml.trim()
          ? { ...base, samlMetadataXml: values.samlMetadataXml }
          : values.samlMetadataUrl.trim()
            ? { ...base, samlMetadataUrl: values.samlMetadataUrl.trim() }
            : base;
    try {
      await onSave(body);
    } catch (failure) {
      setProblem(errorMessage(failure, 'Single sign-on could not be saved. Please try again.'));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Form<Values>
        form={form}
        layout="vertical"
        name={forTeam ? 'team-sso' : 'academy-sso'}
        onFinish={(values) => void submit(values)}
        initialValues={{
          protocol: connection?.protocol ?? 'saml',
          displayName: connection?.displayName ?? '',
          domains: connection?.emailDomains.join(', ') ?? '',
          required: connection?.required ?? false,
          jitSeats: connection?.jitSeats ?? forTeam,
          samlMetadataUrl: connection?.saml?.metadataUrl ?? '',
          samlMetadataXml: '',
          oidcIssuer: connection?.oidc?.issuer ?? '',
          oidcClientId: connection?.oidc?.clientId ?? '',
          oidcClientSecret: '',
        }}
      >
        <Form.Item label="Protocol" name="protocol">
          <Radio.Group
            options={[
              { value: 'saml', label: 'SAML 2.0' },
              { value: 'oidc', label: 'OpenID Connect' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Company name"
          name="displayName"
          rules={[{ required: true, whitespace: true, message: 'Enter the company name' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label="E-mail domains"
          name="domains"
          extra="Separated by commas, like acme.com, acme.co.uk"
          rules={[{ required: true, whitespace: true, message: 'Enter at least one e-mail domain' }]}
        >
          <Input autoCapitalize="off" spellCheck={false} />
        </Form.Item>
        {protocol === 'saml' ? (
          <>
            <Form.Item label="Identity provider metadata URL" name="samlMetadataUrl">
              <Input type="url" placeholder="https://idp.example.com/metadata" />
            </Form.Item>
            <Form.Item label="…or its metadata XML" name="samlMetadataXml">
              <Input.TextArea rows={4} spellCheck={false} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label="Issuer URL" name="oidcIssuer">
              <Input type="url" />
            </Form.Item>
            <Form.Item label="Client ID" name="oidcClientId">
              <Input />
            </Form.Item>
            <Form.Item
              label="Client secret"
              name="oidcClientSecret"
              extra={connection?.oidc?.clientSecretSet ? 'A secret is saved; leave empty to keep it.' : undefined}
            >
              <Input.Password autoComplete="off" />
            </Form.Item>
          </>
        )}
        {forTeam ? (
          <Form.Item name="jitSeats" valuePropName="checked">
            <Checkbox>Give a free seat at the first sign-in</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item name="required" valuePropName="checked">
          <Checkbox>Require single sign-on for these domains (no password or social sign-in; admins keep theirs)</Checkbox>
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save single sign-on
          </Button>
          {connection ? (
            <Button
              danger
              onClick={() =>
                void onRemove().catch((failure: unknown) => setProblem(errorMessage(failure, 'Single sign-on could not be removed.')))
              }
            >
              Remove
            </Button>
          ) : null}
        </Flex>
      </Form>
      {setup.serviceProvider ? (
        <div>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            For the identity provider
          </Typography.Title>
          <Descriptions
            column={1}
            size="small"
            bordered
            styles={{ content: { overflowWrap: 'anywhere' } }}
            items={[
              { key: 'acs', label: 'ACS URL', children: setup.serviceProvider.acsUrl },
              { key: 'entity', label: 'SP entity ID', children: setup.serviceProvider.entityId },
              {
                key: 'metadata',
                label: 'SP metadata',
                children: <a href={setup.serviceProvider.metadataUrl}>{setup.serviceProvider.metadataUrl}</a>,
              },
              { key: 'redirect', label: 'OIDC redirect URI', children: setup.serviceProvider.oidcRedirectUri },
            ]}
          />
        </div>
      ) : null}
    </Flex>
  );
}
