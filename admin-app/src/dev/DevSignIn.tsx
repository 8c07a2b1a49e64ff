// Standalone development only (bootstrap.tsx): the shell's /auth page lives in learner-app, so the
// admin remote run alone signs in here. Not part of the production build (only ./routes is exposed).
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useLoginMutation, type LoginDto } from '@academy/api';
import { useSession } from '@academy/ui';

export function DevSignIn() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [login, { isLoading, error }] = useLoginMutation();

  if (session.status === 'signed-in' && session.user.role === 'admin') {
    const returnTo = searchParams.get('returnTo');
    return <Navigate to={returnTo?.startsWith('/admin') ? returnTo : '/admin'} replace />;
  }

  return (
    <Card title="Admin app (standalone): sign in" style={{ maxWidth: 420, margin: '10vh auto' }}>
      {session.status === 'signed-in' ? (
        <Typography.Paragraph>
          Signed in as {session.user.email} ({session.user.role}); the admin area needs an admin account.
        </Typography.Paragraph>
      ) : null}
      {error ? (
        <Alert type="error" title={errorMessage(error, 'Login failed. Please check your credentials.')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<LoginDto> layout="vertical" onFinish={(loginDto) => void login({ loginDto })}>
        <Form.Item name="email" label="Email" rules={[{ required: true }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          Sign In
        </Button>
      </Form>
    </Card>
  );
}
