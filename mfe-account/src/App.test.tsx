import { testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';

testRemoteAppContract('mfe-account', App, [
  ['users', 'My Account'],
  ['help', 'Help'],
]);
