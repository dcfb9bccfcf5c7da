export { testRemoteAppContract } from './remote-app-contract';
