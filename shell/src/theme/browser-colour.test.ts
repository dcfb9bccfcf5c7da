import { readBrowserColour } from './browser-colour';

type Supports = (property: string, value: string) => boolean;

function withCssSupports(supports: Supports | undefined, run: () => void) {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'CSS');
  Object.defineProperty(globalThis, 'CSS', {
    value: supports ? { supports } : undefined,
    configurable: true,
  });
  try {
    run();
  } finally {
    if (saved) Object.defineProperty(globalThis, 'CSS', saved);
    else delete (globalThis as { CSS?: unknown }).CSS;
  }
}

describe('readBrowserColour: is a partner setting a CSS colour, and which', () => {
  test('without CSS.supports, only the strict rgb() and #hex forms are read', () => {
    withCssSupports(undefined, () => {
      expect(readBrowserColour(' rgb(141, 198, 63) ')).toEqual({ r: 141, g: 198, b: 63, a: 1 });
      expect(readBrowserColour('#0d47a1')).toEqual({ r: 13, g: 71, b: 161, a: 1 });
      expect(readBrowserColour('navy')).toBeNull();
    });
  });

  test('where the browser says a value is no colour, it is refused, even one the strict reader takes', () => {
    withCssSupports(
      () => false,
      () => expect(readBrowserColour('#0d47a1')).toBeNull(),
    );
  });

  test('a named colour the browser accepts is read as the browser computes it', () => {
    const supports = jest.fn<boolean, [string, string]>(() => true);
    jest
      .spyOn(window, 'getComputedStyle')
      .mockReturnValue({ color: 'rgb(0, 0, 128)' } as CSSStyleDeclaration);
    withCssSupports(supports, () => expect(readBrowserColour('navy')).toEqual({ r: 0, g: 0, b: 128, a: 1 }));
    expect(supports).toHaveBeenCalledWith('color', 'navy');
    expect(document.body.children).toHaveLength(0);
  });

  test.each(['inherit', 'currentColor', 'var(--thrive-primary)', 'unset'])(
    '%s is valid CSS but no colour of its own: refused',
    (value) =>
      withCssSupports(
        () => true,
        () => expect(readBrowserColour(value)).toBeNull(),
      ),
  );
});
