// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageActive } from '../../../core/page-activity';
import { KeepAliveOutlet } from './KeepAliveOutlet';

let openKeys: string[] = [];
let renders: Record<string, number> = {};

function Counter({ name }: { name: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const [n, setN] = useState(0);
  const { pathname, search } = useLocation();
  const active = usePageActive();
  return (
    <button type="button" data-testid={name} onClick={() => setN(n + 1)}>
      {`${name} ${n} ${pathname}${search} ${active ? 'active' : 'hidden'}`}
    </button>
  );
}

function Shell() {
  const { pathname } = useLocation();
  return <KeepAliveOutlet tabKey={pathname === '/none' ? null : pathname} openKeys={openKeys} />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'a', element: <Counter name="a" /> },
          { path: 'b', element: <Counter name="b" /> },
          { path: 'none', element: <Counter name="none" /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

beforeEach(() => {
  openKeys = ['/a', '/b'];
  renders = {};
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

describe('KeepAliveOutlet', () => {
  it("a tab left for another keeps its page's state and comes back to it", async () => {
    const go = setup();
    fireEvent.click(screen.getByTestId('a'));
    expect(screen.getByTestId('a').textContent).toBe('a 1 /a active');
    await go('/b');
    // Hidden, not unmounted: it still sees its own location and knows it is not in view.
    expect(screen.getByTestId('a').textContent).toBe('a 1 /a hidden');
    expect(screen.getByTestId('a').parentElement?.style.display).toBe('none');
    await go('/a');
    expect(screen.getByTestId('a').textContent).toBe('a 1 /a active');
    expect(screen.getByTestId('b').parentElement?.style.display).toBe('none');
  });

  it('a hidden page does not render again while the user works in another tab', async () => {
    const go = setup();
    await go('/b');
    const before = renders.a;
    await go('/b?page=2');
    await go('/b?page=3');
    fireEvent.click(screen.getByTestId('b'));
    expect(renders.a).toBe(before);
    expect(screen.getByTestId('b').textContent).toBe('b 1 /b?page=3 active');
  });

  it('a closed tab drops its page: reopened, it starts fresh', async () => {
    const go = setup();
    fireEvent.click(screen.getByTestId('a'));
    await go('/b');
    openKeys = ['/b'];
    await go('/b?closed=a');
    expect(screen.queryByTestId('a')).toBeNull();
    openKeys = ['/a', '/b'];
    await go('/a');
    expect(screen.getByTestId('a').textContent).toBe('a 0 /a active');
  });

  it('a location without a tab renders as a plain outlet and hides the kept pages', async () => {
    const go = setup();
    await go('/none');
    expect(screen.getByTestId('none').textContent).toBe('none 0 /none active');
    expect(screen.getByTestId('a').parentElement?.style.display).toBe('none');
  });
});
