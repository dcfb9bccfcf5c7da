/**
 * jsdom lays nothing out, so a Leaflet map has no size and shows no markers. For a test
 * file that clicks on the map, every element gets the size of the map on a phone. Leaflet's
 * keyboard handler scrolls the page back on a click, which jsdom does not implement.
 */
export function setupMapLayout({ width = 360, height = 250 } = {}) {
  const layout = { clientWidth: width, clientHeight: height };
  beforeAll(() => {
    for (const [name, value] of Object.entries(layout))
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  });
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterAll(() => {
    for (const name of Object.keys(layout)) Reflect.deleteProperty(HTMLElement.prototype, name);
  });
}
