import type { Locator, Page } from '@playwright/test';

/** The sample yard's ids the screens need. */
export interface ReviewIds {
  yardId: number;
  zoneId: number;
  plantId: number;
}

export interface ReviewScreen {
  /** File name of its photograph (after its position). */
  name: string;
  path: string;
  /** What shows once the screen has rendered. */
  ready(page: Page): Locator;
}

const firstHeading = (page: Page) => page.getByRole('main').getByRole('heading').first();

/** Every screen of the app a signed-in gardener with the sample yard reaches, in menu order. */
export function reviewScreens({ yardId, zoneId, plantId }: ReviewIds): ReviewScreen[] {
  const screens: [string, string][] = [
    ['launch-pad', '/core/landing'],
    ['dashboard', '/dashboard'],
    ['yards', '/yards'],
    ['yard-view', `/yards/view/${yardId}`],
    ['yard-edit', `/yards/edit/${yardId}`],
    ['yard-setup', '/yards/setup'],
    ['zone-view', `/zones/view/${zoneId}`],
    ['zone-create', `/zones/create/${yardId}`],
    ['zone-edit', `/zones/edit/${zoneId}`],
    ['thrive-scorecard', '/thrive/table/0'],
    ['plant-search-rose', '/plants/search?k=rose'],
    ['plant-details', `/plants/details/${plantId}`],
    ['plant-details-from-zone', `/plants/details/${plantId}?zid=${zoneId}`],
    ['suggest-a-plant', '/plants/suggest'],
    ['ask-the-expert', '/plants/askexpert'],
    ['identify-a-plant', '/images'],
    ['favorites', '/users/favorites'],
    ['gallery', '/users/gallery'],
    ['profile', '/users/profile'],
    ['settings', '/users/settings'],
    ['tasks', '/tasks'],
    ['task-calendar', '/tasks/calendar'],
    ['custom-tasks', '/tasks/custom'],
    ['landscape-styles', '/styles'],
    ['my-designs', '/styles/designs'],
    ['new-design', '/styles/designs/new'],
    ['help', '/help'],
    ['expert-questions', '/help/questions'],
    ['feedback', '/help/feedback'],
    ['about-us', '/help/aboutus'],
  ];
  return screens.map(([name, path]) => ({ name, path, ready: firstHeading }));
}
