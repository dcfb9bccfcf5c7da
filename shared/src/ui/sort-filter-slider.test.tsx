import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/store';
import { filterPanelToggled, SORT_FILTER_PANEL_ID } from '../store/ui-slice';
import { SortFilterSlider, type SortFilterSliderProps } from './sort-filter-slider';

const ANIMATION = '--thrive-menu-animation';

function renderSlider(
  props: Partial<SortFilterSliderProps> & { children: SortFilterSliderProps['children'] },
  open = false,
) {
  const store = createAppStore();
  if (open) store.dispatch(filterPanelToggled(true));
  const view = render(
    <Provider store={store}>
      <SortFilterSlider label="Test filters" {...props} />
    </Provider>,
  );
  const isOpen = () => store.getState().ui.filterPanelOpen;
  const toggle = (next: boolean) =>
    act(() => {
      store.dispatch(filterPanelToggled(next));
    });
  return { ...view, store, isOpen, toggle };
}

/** The shell's sort & filter panel: a frame holding the element the areas render into. */
function shellPanel() {
  const frame = document.createElement('aside');
  const panel = document.createElement('div');
  panel.id = SORT_FILTER_PANEL_ID;
  frame.append(panel);
  document.body.append(frame);
  return { frame, panel };
}

const counted = (opening: number): ReactNode => <p>Opening {opening}</p>;

describe('SortFilterSlider (SPEC §2.5, §4, §9)', () => {
  afterEach(() => document.getElementById(SORT_FILTER_PANEL_ID)?.parentElement?.remove());

  test('standing alone it shows a panel of its own, named by its label, hidden while closed', () => {
    const { toggle } = renderSlider({ children: <p>Choices</p>, testId: 'test-slider' });
    const own = screen.getByTestId('test-slider');
    expect(own.tagName).toBe('ASIDE');
    expect(own).not.toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Test filters' })).not.toBeInTheDocument();
    toggle(true);
    expect(screen.getByRole('complementary', { name: 'Test filters' })).toBe(own);
    expect(within(own).getByText('Choices')).toBeVisible();
    toggle(false);
    expect(own).not.toBeVisible();
  });

  test("inside the shell its content goes into the shell's panel, with no panel of its own", () => {
    const { panel } = shellPanel();
    const { toggle } = renderSlider({ children: <p>Choices</p> });
    expect(within(panel).getByText('Choices')).toBeInTheDocument();
    toggle(true);
    expect(within(panel).getByText('Choices')).toBeInTheDocument();
    expect(document.querySelector('aside[aria-label="Test filters"]')).toBeNull();
  });

  test('it closes when the gardener leaves the page', () => {
    const { unmount, isOpen } = renderSlider({ children: <p>Choices</p> }, true);
    expect(isOpen()).toBe(true);
    unmount();
    expect(isOpen()).toBe(false);
  });

  test('it closes when the gardener scrolls the page (SPEC §4)', () => {
    const { isOpen } = renderSlider({ children: <p>Choices</p> }, true);
    act(() => {
      fireEvent.wheel(window);
      fireEvent.scroll(window);
    });
    expect(isOpen()).toBe(false);
  });

  test('content made from the opening count: nothing before the first opening, then one more each opening', () => {
    const { panel } = shellPanel();
    const { toggle } = renderSlider({ children: counted });
    expect(panel).toBeEmptyDOMElement();
    toggle(true);
    expect(within(panel).getByText('Opening 1')).toBeInTheDocument();
    // Closing keeps the content, so the shell can give focus back to the Filter button.
    toggle(false);
    expect(within(panel).getByText('Opening 1')).toBeInTheDocument();
    toggle(true);
    expect(within(panel).getByText('Opening 2')).toBeInTheDocument();
  });

  test('a slider already open counts that as the first opening', () => {
    renderSlider({ children: counted }, true);
    expect(screen.getByRole('complementary', { name: 'Test filters' })).toHaveTextContent('Opening 1');
  });

  test("animationMs sets how fast the shell's panel slides while the slider is there, and puts it back", () => {
    const { frame } = shellPanel();
    frame.style.setProperty(ANIMATION, '400ms');
    const { unmount } = renderSlider({ children: <p>Choices</p>, animationMs: 0 });
    expect(frame.style.getPropertyValue(ANIMATION)).toBe('0ms');
    unmount();
    expect(frame.style.getPropertyValue(ANIMATION)).toBe('400ms');
  });

  test('a speed the shell had not set is removed again', () => {
    const { frame } = shellPanel();
    const { unmount } = renderSlider({ children: <p>Choices</p>, animationMs: 0 });
    expect(frame.style.getPropertyValue(ANIMATION)).toBe('0ms');
    unmount();
    expect(frame.style.getPropertyValue(ANIMATION)).toBe('');
  });

  test("without animationMs the shell's speed is left alone", () => {
    const { frame } = shellPanel();
    renderSlider({ children: <p>Choices</p> });
    expect(frame.style.getPropertyValue(ANIMATION)).toBe('');
  });
});
