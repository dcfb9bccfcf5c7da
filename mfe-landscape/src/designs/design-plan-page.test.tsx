import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeDesignsApi } from '../testing/fake-designs-api';
import { renderDesigns } from '../testing/render-designs';

setupFakeDesignsApi();

describe('the plan of a design', () => {
  test('draws the bed layout and lists the materials to buy', async () => {
    renderDesigns('/styles/designs/5/plan');
    const layout = await screen.findByRole('img', {
      name: 'Bed layout of Sunny border: 12 ft by 4 ft, planted with 24 Lavender, 24 Salvia',
    });
    expect(layout.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const rows = within(screen.getByRole('table', { name: 'Materials to buy' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'SoilGarden soil24 cu ft (12 bags)',
      'MulchMulch8 cu ft (4 bags)',
      'EdgingEdging32 ft',
      'PlantLavender24 plants',
      'PlantSalvia24 plants',
    ]);
  });

  test('Print prints the page; Share copies the list where there is no share sheet', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderDesigns('/styles/designs/5/plan');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The materials list was copied.')).toBeInTheDocument();
    expect(copy).toHaveBeenCalledWith(
      [
        'Materials for Sunny border',
        '- Garden soil: 24 cu ft (12 bags)',
        '- Mulch: 8 cu ft (4 bags)',
        '- Edging: 32 ft',
        '- Lavender: 24 plants',
        '- Salvia: 24 plants',
      ].join('\n'),
    );
  });

  test('Share uses the share sheet when the device has one', async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderDesigns('/styles/designs/5/plan');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Sunny border',
        text: expect.stringContaining('- Lavender: 24 plants') as unknown,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
