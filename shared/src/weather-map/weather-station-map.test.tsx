import { createRef } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TileLayer, type Map as LeafletMap } from 'leaflet';
import type { WeatherStation } from '@thrive/shared/contracts';
import { WeatherStationMap, type WeatherStationMapProps } from './weather-station-map';
import {
  US_CENTER,
  WEATHER_MAP_HEIGHT_PX,
  WEATHER_MAP_SELECTED_ZOOM,
  WEATHER_MAP_ZOOM,
} from './weather-map-constants';
import { generatedStations } from './generated-stations';

const DENVER: WeatherStation = {
  StationID: 'USW00003017',
  Name: 'DENVER INTL AP',
  State: 'CO',
  Latitude: 39.85,
  Longitude: -104.66,
};
const WICHITA: WeatherStation = {
  StationID: 'USW00003928',
  Name: 'WICHITA AP',
  State: 'KS',
  Latitude: 37.65,
  Longitude: -97.43,
};
const MINNEAPOLIS: WeatherStation = {
  StationID: 'USW00014922',
  Name: 'MINNEAPOLIS/ST PAUL AP',
  State: 'MN',
  Latitude: 44.88,
  Longitude: -93.22,
};
const APART = [DENVER, WICHITA, MINNEAPOLIS];

// jsdom lays nothing out: every element gets a phone-wide map's size, so Leaflet has a view.
const LAYOUT = { clientWidth: 360, clientHeight: WEATHER_MAP_HEIGHT_PX };
beforeAll(() => {
  for (const [name, value] of Object.entries(LAYOUT))
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const name of Object.keys(LAYOUT)) Reflect.deleteProperty(HTMLElement.prototype, name);
});

function renderMap(props: Partial<WeatherStationMapProps> = {}) {
  const ref = createRef<LeafletMap>();
  const onSelect = jest.fn<void, [WeatherStation]>();
  const all: WeatherStationMapProps = { stations: APART, selectedId: null, onSelect, ...props };
  const view = render(<WeatherStationMap ref={ref} {...all} />);
  const map = () => {
    if (!ref.current) throw new Error('the map was not created');
    return ref.current;
  };
  const rerender = (more: Partial<WeatherStationMapProps>) =>
    view.rerender(<WeatherStationMap ref={ref} {...all} {...more} />);
  return { ...view, map, onSelect, rerender };
}

describe('the weather station map (SPEC §2.6)', () => {
  test('is centred on the middle of the US at zoom 4, 250 px tall, in a labelled region', () => {
    const { map, container } = renderMap();
    expect(screen.getByRole('region', { name: 'Weather station map' })).toBeInTheDocument();
    expect(map().getZoom()).toBe(WEATHER_MAP_ZOOM);
    expect(map().getCenter().lat).toBeCloseTo(US_CENTER.lat, 1);
    expect(map().getCenter().lng).toBeCloseTo(US_CENTER.lng, 1);
    expect(container.querySelector('.leaflet-container')).toHaveStyle({ height: '250px' });
  });

  test('clusters 10,000 stations into a bounded number of light markers', () => {
    const { container } = renderMap({ stations: generatedStations(10_000) });
    const markers = container.querySelectorAll('.leaflet-marker-icon');
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.length).toBeLessThanOrEqual(60);
    expect(screen.getAllByRole('button', { name: /^\d+ weather stations: zoom in$/ }).length).toBeGreaterThan(
      0,
    );
  });

  test('clicking a station selects it and zooms to 8 on it', () => {
    const { map, onSelect } = renderMap();
    fireEvent.click(screen.getByRole('button', { name: 'DENVER INTL AP, CO' }));
    expect(onSelect).toHaveBeenCalledWith(DENVER);
    expect(map().getZoom()).toBe(WEATHER_MAP_SELECTED_ZOOM);
    expect(map().getCenter().lat).toBeCloseTo(DENVER.Latitude, 3);
    expect(map().getCenter().lng).toBeCloseTo(DENVER.Longitude, 3);
  });

  test('a station is chosen from the keyboard with Enter too', () => {
    const { onSelect } = renderMap();
    const wichita = screen.getByRole('button', { name: 'WICHITA AP, KS' });
    expect(wichita).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(wichita, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(WICHITA);
  });

  test('clicking a cluster zooms in until its stations show', () => {
    const near = [0, 1, 2].map((i) => ({
      ...WICHITA,
      StationID: `K${i}`,
      Name: `KANSAS ${i}`,
      Longitude: -97.4 + i * 0.2,
    }));
    const { map, onSelect } = renderMap({ stations: near });
    fireEvent.click(screen.getByRole('button', { name: '3 weather stations: zoom in' }));
    expect(map().getZoom()).toBeGreaterThan(WEATHER_MAP_ZOOM);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /^KANSAS \d, KS$/ }).length).toBeGreaterThan(0);
  });

  test('the selected station is highlighted and announced; choosing another elsewhere zooms to it', () => {
    const { map, rerender } = renderMap({ selectedId: DENVER.StationID });
    expect(screen.getByRole('button', { name: 'DENVER INTL AP, CO (selected)' })).toHaveClass('selected');
    expect(screen.getByRole('status')).toHaveTextContent('Selected station: DENVER INTL AP, CO');
    expect(map().getZoom()).toBe(WEATHER_MAP_ZOOM);

    rerender({ selectedId: MINNEAPOLIS.StationID });
    expect(screen.getByRole('status')).toHaveTextContent('Selected station: MINNEAPOLIS/ST PAUL AP, MN');
    expect(map().getZoom()).toBe(WEATHER_MAP_SELECTED_ZOOM);
    expect(map().getCenter().lat).toBeCloseTo(MINNEAPOLIS.Latitude, 3);
  });

  test('with no tile server the US outline is drawn alone, credited', () => {
    const { map, container } = renderMap({ tiles: { TileUrl: null, Attribution: '' } });
    expect(container.querySelectorAll('.leaflet-us-outline-pane path.outline').length).toBeGreaterThan(40);
    let tileLayers = 0;
    map().eachLayer((layer) => void (layer instanceof TileLayer && tileLayers++));
    expect(tileLayers).toBe(0);
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      'US outline: U.S. Census Bureau',
    );
  });

  test('with a tile server its tiles lie over the outline, with its attribution as text', () => {
    const tiles = {
      TileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      Attribution: '© <Example> Tiles',
    };
    const { container } = renderMap({ tiles });
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeInTheDocument();
    expect(container.querySelector('.leaflet-us-outline-pane path.outline')).toBeInTheDocument();
    const attribution = container.querySelector('.leaflet-control-attribution') as HTMLElement;
    expect(attribution).toHaveTextContent('© <Example> Tiles');
    expect(within(attribution).queryByText('Example')).not.toBeInTheDocument();
  });
});
