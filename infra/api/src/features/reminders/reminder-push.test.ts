import { reminderPush } from './reminder-push';

const APP = 'https://garden.example/';

describe('a reminder pushed with frost alerts', () => {
  test('a forecast frost gives its low and night; the normals’ frost says it is coming', () => {
    const push = reminderPush({
      tasks: [],
      frost: [
        { yardName: 'Home', frostOn: '2026-01-15', forecastLowC: -3, tenderPlants: ['Tomato (Bed)'] },
        { yardName: 'Cabin', frostOn: '2026-10-20', forecastLowC: null, tenderPlants: ['Basil (Pots)'] },
      ],
      appAddress: APP,
    });
    expect(push).toEqual({
      title: 'Frost is coming: protect your tender plants',
      body: 'Frost is forecast for Home Thursday night, a low of 27 °F (-3 °C): protect Tomato (Bed).\nFrost is coming to Cabin: protect Basil (Pots).',
      url: 'https://garden.example/#/tasks',
    });
  });
});
