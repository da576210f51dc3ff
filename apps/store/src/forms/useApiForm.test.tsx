import { createApiClient } from '@bookstore/api-client';
import { LoginBody } from '@bookstore/api-client/contract';
import { Button, PasswordField, TextField } from '@bookstore/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormAlert } from './FormAlert';
import { useApiForm } from './useApiForm';

// A loopback HTTP server answering the login call the way each test scripts it, so the form meets
// a real client, real fetch and real HTTP answers.
interface Answer {
  status: number;
  body?: unknown;
  /** Held until released, to observe the form while the call runs. */
  hold?: Promise<void>;
}
let answer: Answer = { status: 200 };
const loginBodies: unknown[] = [];
let server: Server;
let baseUrl = '';

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : null;
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  if (request.url === '/sanctum/csrf-cookie') {
    response.writeHead(204, { 'X-XSRF-TOKEN': 'token' }).end();
    return;
  }
  loginBodies.push(await readJson(request));
  const { status, body, hold } = answer;
  if (hold) await hold;
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? null));
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllGlobals();
  loginBodies.length = 0;
  answer = { status: 200 };
});

const account = { id: 1, username: 'ada', email: 'ada@example.com' };

function LoginForm({
  url = baseUrl,
  onSuccess,
  onUnexpectedError,
}: {
  url?: string;
  onSuccess?: (result: unknown) => void;
  onUnexpectedError?: (message: string) => void;
}) {
  const api = createApiClient({ baseUrl: url });
  const form = useApiForm({
    schema: LoginBody,
    defaultValues: { email: '', password: '' },
    submit: (body) => api.auth.login({ body }),
    onSuccess,
    onUnexpectedError,
  });
  return (
    <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <FormAlert message={form.formError} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <PasswordField label="Password" {...form.field('password')} />
      <Button type="submit" loading={form.submitting}>
        Login
      </Button>
    </form>
  );
}

async function fillAndSubmit(email = 'ada@example.com', password = 'secret-password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('useApiForm', () => {
  it('shows the schema messages under the fields and sends nothing when the input is invalid', async () => {
    render(<LoginForm />);
    await fillAndSubmit('not-an-email', 'x');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(loginBodies).toHaveLength(0);
  });

  it("puts the server's 422 field errors on their fields and keeps what was typed", async () => {
    answer = {
      status: 422,
      body: {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      },
    };
    render(<LoginForm />);
    await fillAndSubmit();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(loginBodies).toEqual([{ email: 'ada@example.com', password: 'secret-password' }]);
  });

  it('shows field errors for fields the form lacks as the form message', async () => {
    answer = { status: 422, body: { message: 'Invalid.', errors: { captcha: ['Solve the captcha.'] } } };
    render(<LoginForm />);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Solve the captcha.'));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("shows a refusal's message (4xx) in the form", async () => {
    answer = { status: 429, body: { message: 'Too many attempts. Try again in a minute.' } };
    render(<LoginForm />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows the generic toast for a server error and keeps the input', async () => {
    // react-hot-toast asks for the reduced-motion preference, which jsdom lacks.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    answer = { status: 500, body: { message: 'SQLSTATE[42P01] relation missing' } };
    render(
      <>
        <Toaster />
        <LoginForm />
      </>,
    );
    await fillAndSubmit();
    expect(await screen.findByText('Oops... Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText(/SQLSTATE/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
  });

  it('reports a network failure as unexpected', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const onUnexpectedError = vi.fn();
    render(<LoginForm url={deadUrl} onUnexpectedError={onUnexpectedError} />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(onUnexpectedError).toHaveBeenCalledWith('Oops... Something went wrong', expect.any(Error)),
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows progress on the button, ignores a second submit and hands the answer to onSuccess', async () => {
    let release = () => {};
    answer = {
      status: 200,
      body: { data: account, message: 'You are signed in.' },
      hold: new Promise<void>((resolve) => {
        release = resolve;
      }),
    };
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);
    const user = await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    await user.keyboard('{Enter}');
    // A submit that skips the button (a script, an assistive technology) must be ignored as well.
    const form = button.closest('form');
    if (form) fireEvent.submit(form);
    // Time for a second call to reach the server, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loginBodies).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith(
      { data: account, message: 'You are signed in.' },
      { email: 'ada@example.com', password: 'secret-password' },
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(loginBodies).toHaveLength(1);
  });
});
