import { screen } from '@testing-library/react';
import { testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';
import { KEY_HEADING } from './identify/identification-key';
import { renderPlants } from './testing/render-plants';

testRemoteAppContract('mfe-plants', App, [
  ['plants', 'Plant ID & Search'],
  ['categories', 'Categories'],
  ['images', 'Plant Images'],
]);

// Which photo way it offers depends on the server's answer: see identify-page.test.tsx.
test('the images segment is the plant identification page, with the key that works everywhere', () => {
  renderPlants('/images');
  expect(screen.getByRole('heading', { level: 2, name: 'Plant Images' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: KEY_HEADING })).toBeInTheDocument();
});

test('plant search offers identification to whoever does not know the name (SPEC §2.3 Plant ID & Search)', () => {
  renderPlants('/plants/search', { carried: { key: 'k1' } });
  expect(screen.getByRole('link', { name: 'Identify a plant' })).toHaveAttribute('href', '/images?key=k1');
});
