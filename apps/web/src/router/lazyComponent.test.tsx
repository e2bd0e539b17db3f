import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hola, {name}: {count}
    </button>
  );
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Cargando...</p>}>{node}</Suspense>;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('lazyComponent', () => {
  it('renders at once, without its fallback, when its code was preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const LazyGreeting = lazyComponent(load, 'Greeting');
    LazyGreeting.preload();
    await settle();

    render(inSuspense(<LazyGreeting name="Ana" />));
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hola, Ana: 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until the code arrives, then keeps the same mounted component', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const LazyGreeting = lazyComponent(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)), 'Greeting');
    const { rerender } = render(inSuspense(<LazyGreeting name="Ana" />));
    expect(screen.getByText('Cargando...')).toBeTruthy();

    await act(async () => arrive({ Greeting }));
    const button = await screen.findByRole('button', { name: 'Hola, Ana: 0' });
    await act(async () => button.click());
    rerender(inSuspense(<LazyGreeting name="Bea" />));
    expect(screen.getByRole('button', { name: 'Hola, Bea: 1' })).toBeTruthy();
  });

  it('swallows a failed preload: the failure shows where the component renders', async () => {
    const LazyGreeting = lazyComponent(() => Promise.reject(new Error('chunk perdido')), 'Greeting');
    LazyGreeting.preload();
    await settle();
  });
});
