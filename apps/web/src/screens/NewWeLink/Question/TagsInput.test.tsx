import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addTag, MAX_TAGS, TagsInput } from './TagsInput';

function Harness({ initial = [] as string[], onSubmit = () => undefined }) {
  const [tags, setTags] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagsInput tags={tags} onChange={setTags} />
    </form>
  );
}

const chips = () => within(screen.getByRole('list', { name: 'Etiquetas añadidas' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);

describe('addTag', () => {
  it('trims, ignores empty and repeated tags (any case), and stops at the limit', () => {
    expect(addTag([], '  café  ')).toEqual(['café']);
    expect(addTag(['café'], 'CAFÉ')).toEqual(['café']);
    expect(addTag(['café'], '   ')).toEqual(['café']);
    const full = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(addTag(full, 'otra')).toHaveLength(MAX_TAGS);
  });
});

describe('TagsInput', () => {
  it('adds a trimmed tag with Enter without submitting the form, and ignores duplicates', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Etiquetas');
    await user.type(input, '  tapas  {Enter}');
    expect(chips()).toEqual(['tapas']);
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, 'Tapas{Enter}');
    await user.type(input, 'vermut{Enter}');
    expect(chips()).toEqual(['tapas', 'vermut']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes a tag from its chip button and puts the focus back in the box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['tapas', 'vermut']} />);
    await user.click(screen.getByRole('button', { name: 'Quitar etiqueta tapas' }));
    expect(chips()).toEqual(['vermut']);
    expect(document.activeElement).toBe(screen.getByLabelText('Etiquetas'));
    await user.click(screen.getByRole('button', { name: 'Quitar etiqueta vermut' }));
    expect(screen.queryByRole('list', { name: 'Etiquetas añadidas' })).toBeNull();
  });

  it('adds with the Añadir button too (touch keyboards)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Etiquetas'), 'terraza');
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(chips()).toEqual(['terraza']);
  });
});
