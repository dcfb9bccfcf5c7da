import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useNewScreenAtTop } from './use-new-screen-at-top';

const router: { navigate: NavigateFunction | null } = { navigate: null };
const navigate = (to: string | number) =>
  typeof to === 'number' ? router.navigate?.(to) : router.navigate?.(to);
function Page() {
  const go = useNavigate();
  useEffect(() => {
    router.navigate = go;
  }, [go]);
  useNewScreenAtTop();
  return null;
}

describe('a new screen opens at its top', () => {
  let scrolledTo: number[];
  beforeEach(() => {
    scrolledTo = [];
    Object.defineProperty(document.documentElement, 'scrollTop', {
      configurable: true,
      get: () => 0,
      set: (value: number) => scrolledTo.push(value),
    });
  });
  afterEach(() => {
    delete (document.documentElement as { scrollTop?: number }).scrollTop;
  });

  test('moving to another screen scrolls to the top; the first screen and a change of query do not', () => {
    render(
      <MemoryRouter initialEntries={['/plants/search']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrolledTo).toEqual([]);
    act(() => void navigate('/plants/search?q=coneflower'));
    expect(scrolledTo).toEqual([]);
    act(() => void navigate('/plants/details/314'));
    expect(scrolledTo).toEqual([0]);
  });

  test('going back leaves the scroll where the browser puts it', () => {
    render(
      <MemoryRouter initialEntries={['/plants/search', '/plants/details/314']} initialIndex={1}>
        <Page />
      </MemoryRouter>,
    );
    act(() => void navigate(-1));
    expect(scrolledTo).toEqual([]);
  });
});
