import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from './TextField';
import { useLazySchemaForm } from './useLazySchemaForm';
import { useSchemaForm } from './useSchemaForm';

const ContactSchema = z.object({
  name: z.string().min(1, { message: 'Escribe tu nombre' }),
  email: z.string().trim().min(1, { message: 'Escribe tu email' }),
});
type Contact = z.output<typeof ContactSchema>;
const SERVER_ERRORS = { 'contact.email': 'Ese email ya está registrado' };
const controlName = (path: string) => path.replace(/^contact\./, '');

interface ContactFormProps {
  onValid: (contact: Contact) => void;
}

function SchemaContactForm({ onValid }: ContactFormProps) {
  const form = useSchemaForm(ContactSchema, { name: '', email: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Nombre" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <p>{form.formState.isDirty ? 'Con cambios' : 'Sin cambios'}</p>
      <button type="submit">Enviar</button>
      <button type="button" onClick={() => form.reset()}>
        Vaciar
      </button>
      <button type="button" onClick={() => form.setServerErrors(SERVER_ERRORS, controlName)}>
        Respuesta
      </button>
    </form>
  );
}

function LazyContactForm({ onValid }: ContactFormProps) {
  const { formRef, fields, fieldErrors, update, reset, setFieldErrors, validate, prefetch } = useLazySchemaForm(
    () => Promise.resolve(ContactSchema),
    { name: '', email: '' },
    { toInput: (contact) => contact, controlName },
  );
  return (
    <form
      ref={formRef}
      noValidate
      onFocus={prefetch}
      onSubmit={(event) => {
        event.preventDefault();
        void validate().then((contact) => contact && onValid(contact));
      }}
    >
      <TextField label="Nombre" name="name" value={fields.name} error={fieldErrors.name} onChange={(e) => update('name', e.target.value)} />
      <TextField label="Email" name="email" value={fields.email} error={fieldErrors.email} onChange={(e) => update('email', e.target.value)} />
      <button type="submit">Enviar</button>
      <button type="button" onClick={reset}>
        Vaciar
      </button>
      <button type="button" onClick={() => setFieldErrors(SERVER_ERRORS)}>
        Respuesta
      </button>
    </form>
  );
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Nombre');
const emailField = () => screen.getByLabelText<HTMLInputElement>('Email');
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Enviar' }));

describe.each([
  ['useSchemaForm (react-hook-form)', SchemaContactForm],
  ['useLazySchemaForm (public pages)', LazyContactForm],
])('%s', (_name, ContactForm) => {
  function renderForm() {
    const onValid = vi.fn<(contact: Contact) => void>();
    const user = userEvent.setup();
    render(<ContactForm onValid={onValid} />);
    return { user, onValid };
  }

  it('checks nothing before the first submit', async () => {
    const { user } = renderForm();
    await user.type(nameField(), 'A');
    await user.clear(nameField());
    expect(screen.queryByText('Escribe tu nombre')).toBeNull();
  });

  it('shows every error and focuses the first invalid control, without handing over data', async () => {
    const { user, onValid } = renderForm();
    await send(user);
    expect(await screen.findByText('Escribe tu nombre')).toBeTruthy();
    expect(screen.getByText('Escribe tu email')).toBeTruthy();
    expect(nameField().getAttribute('aria-describedby')).toBe(screen.getByText('Escribe tu nombre').id);
    expect(document.activeElement).toBe(nameField());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses a later control when the earlier ones are valid', async () => {
    const { user } = renderForm();
    await user.type(nameField(), 'Ana');
    await send(user);
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Escribe tu nombre')).toBeNull();
    expect(document.activeElement).toBe(emailField());
  });

  it('drops only the error of the field being edited, without checking it again', async () => {
    const { user } = renderForm();
    await send(user);
    await screen.findByText('Escribe tu email');
    await user.type(emailField(), 'a');
    await user.clear(emailField());
    expect(screen.queryByText('Escribe tu email')).toBeNull();
    expect(screen.getByText('Escribe tu nombre')).toBeTruthy();
  });

  it('hands over the parsed data once every field is valid', async () => {
    const { user, onValid } = renderForm();
    await user.type(nameField(), 'Ana');
    await user.type(emailField(), ' ana@example.com ');
    await send(user);
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ana', email: 'ana@example.com' });
  });

  it('reset empties the fields and clears the errors', async () => {
    const { user } = renderForm();
    await user.type(nameField(), 'Ana');
    await send(user);
    await screen.findByText('Escribe tu email');
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    expect(nameField().value).toBe('');
    expect(screen.queryByText('Escribe tu email')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's errors under the control that holds each path", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Respuesta' }));
    expect(await screen.findByText('Ese email ya está registrado')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('useSchemaForm', () => {
  it('knows when the fields differ from the initial ones', async () => {
    const user = userEvent.setup();
    render(<SchemaContactForm onValid={() => undefined} />);
    expect(screen.getByText('Sin cambios')).toBeTruthy();
    await user.type(nameField(), 'A');
    expect(screen.getByText('Con cambios')).toBeTruthy();
    await user.clear(nameField());
    expect(screen.getByText('Sin cambios')).toBeTruthy();
  });
});
