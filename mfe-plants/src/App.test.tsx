import { testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';

testRemoteAppContract('mfe-plants', App, [
  ['plants', 'Plant ID & Search'],
  ['categories', 'Categories'],
  ['images', 'Plant Images'],
]);
