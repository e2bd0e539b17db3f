import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fakeApi';
import { renderRoutes } from '../../test/render';
import { ChoiceScreen } from './ChoiceScreen';

function ShowState({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

const routes = [
  { path: '/new-welink', Component: ChoiceScreen },
  { path: '/new-welink/service', element: <ShowState name="Service stub" /> },
  { path: '/new-welink/question', element: <ShowState name="Question stub" /> },
];

describe('ChoiceScreen', () => {
  it('offers the two cards as links', () => {
    signIn();
    renderRoutes(routes, ['/new-welink']);
    expect(screen.getByRole('link', { name: 'Guardar un servicio' }).getAttribute('href')).toBe('/new-welink/service');
    expect(screen.getByRole('link', { name: 'Hacer una pregunta' }).getAttribute('href')).toBe('/new-welink/question');
  });

  it('passes the return path on to the wizard', async () => {
    signIn();
    const { user } = renderRoutes(routes, [{ pathname: '/new-welink', state: { returnPath: '/history' } }]);
    await user.click(screen.getByRole('link', { name: 'Guardar un servicio' }));
    await screen.findByRole('heading', { name: 'Service stub' });
    expect(screen.getByTestId('state').textContent).toBe('{"returnPath":"/history"}');
  });

  it('opens the question form', async () => {
    signIn();
    const { user, router } = renderRoutes(routes, ['/new-welink']);
    await user.click(screen.getByRole('link', { name: 'Hacer una pregunta' }));
    await screen.findByRole('heading', { name: 'Question stub' });
    expect(router.state.location.pathname).toBe('/new-welink/question');
  });
});
