import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { installCarouselLayout } from '../testing/carousel-layout';
import { openSection } from '../testing/fold-sections';
import { companionItem } from '../testing/plant-details-fixtures';
import { renderPlants } from '../testing/render-plants';
import { COMPANION_CAROUSEL_LABEL, NEXT_COMPANIONS, PREVIOUS_COMPANIONS } from './companion-carousel';

const api = setupFakePlantDetailsApi();
// A 320 px row of 150 px cards: two show at a time.
installCarouselLayout({ viewportWidth: 320, slideWidth: 150 });

const NAMES = ['Purple coneflower', 'Yarrow', 'Catmint', 'Salvia', 'Black-eyed Susan'];

async function openCompanions(count = NAMES.length) {
  api.data.companions.Items = NAMES.slice(0, count).map((CommonName, index) =>
    companionItem({ Id: 12 + index, CommonName }),
  );
  const user = userEvent.setup();
  renderPlants('/plants/details/7?zid=9');
  const section = await openSection('Suggested companions', user);
  const carousel = await within(section).findByRole('region', { name: COMPANION_CAROUSEL_LABEL });
  return { user, carousel };
}

const previous = () => screen.getByRole('button', { name: PREVIOUS_COMPANIONS });
const next = () => screen.getByRole('button', { name: NEXT_COMPANIONS });
const track = (carousel: HTMLElement) => within(carousel).getAllByRole('group')[0]!.parentElement!;

describe('suggested companions as a carousel', () => {
  test('a labelled carousel of slides, each a group "n of N" holding the companion’s card', async () => {
    const { carousel } = await openCompanions();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    // The card keeps its link (with the zone), its score and its heart.
    const card = within(slides[0]!).getByRole('article', { name: 'Purple coneflower' });
    expect(within(card).getByRole('link', { name: 'Purple coneflower' })).toHaveAttribute(
      'href',
      '/plants/details/12?zid=9',
    );
    expect(
      within(card).getByRole('button', { name: 'Overall for Purple coneflower: Good' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Favorite Purple coneflower' })).toBeInTheDocument();
  });

  test('a known good companion shows why it pairs with the plant; another shows no reason', async () => {
    api.data.companions.Items = [
      companionItem({
        Id: 12,
        CommonName: 'Basil',
        Pairing: { Reason: 'Pest deterrence', Note: "Basil's strong scent helps keep thrips off tomatoes." },
      }),
      companionItem({ Id: 13, CommonName: 'Fennel' }),
    ];
    const user = userEvent.setup();
    renderPlants('/plants/details/7?zid=9');
    const section = await openSection('Suggested companions', user);
    const basil = await within(section).findByRole('article', { name: 'Basil' });
    expect(basil).toHaveTextContent("Pest deterrence: Basil's strong scent helps keep thrips off tomatoes.");
    expect(within(section).getByRole('article', { name: 'Fennel' })).not.toHaveTextContent(/Pest deterrence/);
  });

  test('Next and Previous move the row a page of cards, and say when an end is reached', async () => {
    const { user, carousel } = await openCompanions();
    await waitFor(() => expect(next()).toHaveAttribute('aria-disabled', 'false'));
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    const start = track(carousel).style.transform;

    await user.click(next());
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    await waitFor(() => expect(track(carousel).style.transform).not.toBe(start));

    await user.click(next());
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    // At the end the button keeps the focus, and pressing it again does nothing.
    expect(next()).toHaveFocus();
    await user.click(next());
    expect(previous()).toHaveAttribute('aria-disabled', 'false');

    await user.click(previous());
    await user.click(previous());
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  test('keyboard: Tab goes from the buttons to the cards, and a card out of view is brought in', async () => {
    const { user } = await openCompanions();
    await waitFor(() => expect(next()).toHaveAttribute('aria-disabled', 'false'));
    // Embla takes a focus within 10 ms of a Tab key press for a Tab (and brings its card in);
    // a busy test machine can take longer between the two, so the clock stands still here.
    jest.spyOn(Date.prototype, 'getTime').mockReturnValue(Date.UTC(2026, 3, 1));
    previous().focus();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Purple coneflower' })).toHaveFocus();
    // Link, score and heart of each card: the third card's link is out of view until reached.
    const catmint = screen.getByRole('link', { name: 'Catmint' });
    for (let step = 0; step < 10 && document.activeElement !== catmint; step += 1) await user.tab();
    expect(catmint).toHaveFocus();
    await waitFor(() => expect(previous()).toHaveAttribute('aria-disabled', 'false'));
  });

  test('when every card fits, there are no buttons to move it', async () => {
    const { carousel } = await openCompanions(2);
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: NEXT_COMPANIONS })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PREVIOUS_COMPANIONS })).not.toBeInTheDocument();
  });
});
