import { testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';

testRemoteAppContract('mfe-yards', App, [
  ['dashboard', 'Dashboard'],
  ['yards', 'My Yard'],
  ['zones', 'Zones'],
  ['thrive', 'Thrive Scorecard'],
  ['public', 'Public Yard'],
]);
