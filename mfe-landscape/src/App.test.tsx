import { testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';

testRemoteAppContract('mfe-landscape', App, [['styles', 'Landscape Design']]);
