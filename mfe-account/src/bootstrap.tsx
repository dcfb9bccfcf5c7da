import { mountStandalone } from '@thrive/shared';
import App from './App';

mountStandalone('mfe-account', App);
