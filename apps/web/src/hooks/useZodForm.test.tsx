import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/TextField';
import { useZodForm } from './useZodForm';

const ContactSchema = z.object({
  name: z.string().min(1, { message: 'Escribe tu nombre' }),
  email: z.string().trim().min(1, { message: 'Escribe tu email' }),
});
type Contact = z.output<typeof ContactSchema>;

function ContactForm({ onValid }: { onValid: (contact: Contact) => void }) {
  const { formRef, fields, fieldErrors, update, reset, validate } = useZodForm(ContactSchema, { name: '', email: '' });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const contact = validate();
        if (contact) onValid(contact);
      }}
    >
      <TextField
        label="Nombre"
        name="name"
        value={fields.name}
        error={fieldErrors.name}
        onChange={(e) => update('name', e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        value={fields.email}
        error={fieldErrors.email}
        onChange={(e) => update('email', e.target.value)}
      />
      <button type="submit">Enviar</button>
      <button type="button" onClick={reset}>
        Vaciar
      </button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn<(contact: Contact) => void>();
  const user = userEvent.setup();
  render(<ContactForm onValid={onValid} />);
  return { user, onValid };
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Nombre');
const emailField = () => screen.getByLabelText<HTMLInputElement>('Email');

describe('useZodForm', () => {
  it('shows every error and focuses the first invalid control, without handing over data', async () => {
    const { user, onValid } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Escribe tu nombre')).toBeTruthy();
    expect(screen.getByText('Escribe tu email')).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses a later control when the earlier ones are valid', async () => {
    const { user } = renderForm();
    await user.type(nameField(), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.queryByText('Escribe tu nombre')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());
  });

  it('drops only the error of the field being edited', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.type(emailField(), 'a');
    expect(screen.queryByText('Escribe tu email')).toBeNull();
    expect(screen.getByText('Escribe tu nombre')).toBeTruthy();
  });

  it('hands over the parsed data once every field is valid', async () => {
    const { user, onValid } = renderForm();
    await user.type(nameField(), 'Ana');
    await user.type(emailField(), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' });
  });

  it('reset empties the fields and clears the errors', async () => {
    const { user } = renderForm();
    await user.type(nameField(), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    expect(nameField().value).toBe('');
    expect(screen.queryByText('Escribe tu email')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });
});
