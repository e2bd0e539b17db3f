import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryImage } from './CategoryImage';

describe('CategoryImage', () => {
  it('shows the image until it fails, then the category placeholder in the same box', () => {
    render(
      <CategoryImage src="https://img.example/dune.jpg" alt="Dune" category={{ category: 'Película' }} className="item-thumbnail" width={48} height={72} />,
    );
    const image = screen.getByRole('img', { name: 'Dune' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Dune' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.textContent).toBe('🎬');
    expect([...placeholder.classList]).toEqual(['item-thumbnail', 'category-placeholder']);
    expect([placeholder.style.width, placeholder.style.height]).toEqual(['48px', '72px']);
  });

  it('shows a decorative placeholder when there is no source and no text alternative', () => {
    const { container } = render(<CategoryImage src={null} category={{ category: 'Libro' }} width={40} height={60} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('📚');
  });
});
