import { createServer } from 'node:http';
import { HEAT_FIXTURE, RAIN_FIXTURE, startFakeNws } from '../../infra/api/src/harness';
import { FAKE_WEATHER_PORTS } from './fake-weather';

/** The fake weather service of the e2e run, and the address the tests set its weather at. */
const nws = await startFakeNws({ port: FAKE_WEATHER_PORTS.service });
nws.outsideArea(true);

createServer((request, response) => {
  const path = request.url ?? '/';
  if (request.method === 'POST' && path === '/rain') {
    const now = new Date();
    nws.reset();
    nws.setWeather({ ...RAIN_FIXTURE(now), highs: HEAT_FIXTURE(now).highs }, now);
  } else if (request.method === 'POST' && path === '/none') {
    nws.reset();
    nws.outsideArea(true);
  } else if (path !== '/health') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(204).end();
}).listen(FAKE_WEATHER_PORTS.control, '127.0.0.1');
