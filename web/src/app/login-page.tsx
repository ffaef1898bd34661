import { Alert, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { loginBody } from '@console/contracts/auth.contract';
import { ApiError } from '../api/api-client';
import { useSignIn, type LoginForm } from '../api/auth-queries';
import { CenteredPage } from './centered-page';
import { afterSignInPath } from './from-location';

function signInMessage(error: unknown): string {
  // 401 and 429 carry the server's own words ('Wrong email or password.', the retry advice).
  if (error instanceof ApiError) return error.body?.message ?? 'Sign-in failed. Try again.';
  return 'The server could not be reached. Try again.';
}

/** docs/outside-interfaces.md: the server checks the password and sets the session cookies. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<LoginForm>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const signIn = useSignIn(() => navigate(afterSignInPath(location.state), { replace: true }));
  const { errors } = form.formState;

  return (
    <CenteredPage>
      <form noValidate onSubmit={form.handleSubmit((body) => signIn.mutate(body))}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Sign in
          </Title>
          {signIn.isError && (
            <Alert color="red" variant="light" role="alert">
              {signInMessage(signIn.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            // Its own label must not contain 'password', or the field's label stops being unique.
            visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </CenteredPage>
  );
}
