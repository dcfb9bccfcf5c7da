import { screenWidth } from './fold-sections';

/**
 * jsdom lays nothing out and has no ResizeObserver, IntersectionObserver or matchMedia, all of
 * which the companion carousel (Embla) needs. This gives it a viewport and cards of fixed widths: the
 * slides (role group, roledescription slide) side by side in a row of `viewportWidth`.
 */
export function installCarouselLayout({ viewportWidth = 320, slideWidth = 150 } = {}) {
  class QuietObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const isSlide = (node: HTMLElement) => node.getAttribute('aria-roledescription') === 'slide';
  const slideIndex = (node: HTMLElement) => Array.from(node.parentElement?.children ?? []).indexOf(node);

  beforeEach(() => {
    Object.assign(window, { ResizeObserver: QuietObserver, IntersectionObserver: QuietObserver });
    // A phone's, unless the test chooses another width.
    screenWidth(false);
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (isSlide(this)) return slideWidth;
      // The slides' row: as wide as the viewport it moves in.
      const first = this.firstElementChild;
      return first instanceof HTMLElement && isSlide(first) ? viewportWidth : 0;
    });
    // Embla reads the last slide's margin; jsdom computes none, where a browser says '0px'.
    const computed = window.getComputedStyle.bind(window);
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      if (!(element instanceof HTMLElement && isSlide(element))) return style;
      return Object.assign(Object.create(style) as CSSStyleDeclaration, {
        getPropertyValue: (name: string) => style.getPropertyValue(name) || '0px',
      });
    });
    jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return isSlide(this) ? slideIndex(this) * slideWidth : 0;
    });
  });
}
