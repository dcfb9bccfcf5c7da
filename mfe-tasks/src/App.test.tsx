import { testRemoteAppContract } from '@thrive/shared/testing';
import App from './App';

testRemoteAppContract('mfe-tasks', App, [['tasks', 'Tasks']]);
