import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_NAME_REQUIRED, DESIGN_SUN_REQUIRED } from '@thrive/shared/landscape';
import { setupFakeDesignsApi } from '../testing/fake-designs-api';
import { renderDesigns } from '../testing/render-designs';

const api = setupFakeDesignsApi();

const figures = () => within(screen.getByTestId('design-figures'));
const field = (name: string) => screen.getByRole('spinbutton', { name });

describe('SPEC §5 design geometry, live as the gardener types', () => {
  test('a 12 ft × 4 ft bed: area 48 sq ft, soil 24 cu ft at 6 in, 48 plants at 12 in spacing', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/new');
    await screen.findByRole('textbox', { name: 'Design name' });
    expect(screen.getByTestId('design-figures')).toHaveAttribute('aria-live', 'polite');

    // Area in square inches = (12*lengthFt+lengthIn)*(12*widthFt+widthIn); AreaFt = area/144.
    await user.type(field('Length (ft)'), '12');
    await user.type(field('Width (ft)'), '4');
    expect(figures().getByText('48 sq ft 0 sq in')).toBeInTheDocument();

    // Soil volume = area*depth/1728 cubic feet.
    await user.type(field('Soil depth'), '6');
    expect(figures().getByText('24 cu ft')).toBeInTheDocument();

    // Total plants = area/(spacing squared), rounded, only if spacing is above 0.
    expect(within(figures().getByText('Total plants').parentElement!).getByText('0')).toBeInTheDocument();
    await user.type(field('Average plant spacing'), '12');
    expect(within(figures().getByText('Total plants').parentElement!).getByText('48')).toBeInTheDocument();

    // AreaIn = area mod 144: 12 ft 6 in × 4 ft is 7200 sq in = 50 sq ft exactly; 1 in more wide is not.
    await user.type(field('Length (in)'), '6');
    expect(figures().getByText('50 sq ft 0 sq in')).toBeInTheDocument();
    await user.type(field('Width (in)'), '1');
    expect(figures().getByText('51 sq ft 6 sq in')).toBeInTheDocument();
  });
});

describe('SPEC §5 design validation flags Name and SunRequirementId as required', () => {
  test('saving without them shows the contract messages on the fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/new');
    await user.click(await screen.findByRole('button', { name: 'Create design' }));
    expect(screen.getByRole('textbox', { name: 'Design name' })).toHaveAccessibleDescription(
      DESIGN_NAME_REQUIRED,
    );
    expect(screen.getByRole('combobox', { name: 'Sun' })).toHaveAccessibleDescription(DESIGN_SUN_REQUIRED);
    expect(screen.getByRole('combobox', { name: 'Sun' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.changes()).toEqual([]);
  });

  test('a flagged field’s message stays while it is wrong and goes once it is right', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/new');
    await user.click(await screen.findByRole('button', { name: 'Create design' }));
    const name = screen.getByRole('textbox', { name: 'Design name' });
    const sun = screen.getByRole('combobox', { name: 'Sun' });
    await user.type(name, '   ');
    expect(name).toHaveAccessibleDescription(DESIGN_NAME_REQUIRED);
    await user.type(name, 'Herb bed');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).not.toHaveAccessibleDescription(DESIGN_NAME_REQUIRED);
    expect(sun).toHaveAccessibleDescription(DESIGN_SUN_REQUIRED);
    await screen.findByRole('option', { name: 'Full Sun' });
    await user.selectOptions(sun, 'Full Sun');
    expect(sun).toHaveAttribute('aria-invalid', 'false');
    expect(api.changes()).toEqual([]);
  });
});

describe('creating a design', () => {
  test('posts the design and goes to it', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/new');
    await user.type(await screen.findByRole('textbox', { name: 'Design name' }), 'Herb bed');
    await screen.findByRole('option', { name: 'Full Sun' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sun' }), 'Full Sun');
    await user.type(field('Length (ft)'), '12');
    await user.click(screen.getByRole('button', { name: 'Create design' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/styles/designs/77'));
    const [post] = api.changes();
    expect(post).toMatchObject({
      method: 'POST',
      path: 'LandscapeDesign/0/User/0/',
      body: {
        Name: 'Herb bed',
        SunRequirementId: 6,
        LengthFt: 12,
        ZoneId: 0,
        IrrigationTypeInstalledNeeded: -1,
      },
    });
  });

  test('from a zone: starts from its sun and water, and asks the server to copy its plants', async () => {
    const user = userEvent.setup();
    renderDesigns('/styles/designs/new?zone=8&style=3');
    expect(
      await screen.findByText('Starting from the Cottage style and the zone Border bed.'),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Part Shade' });
    expect(screen.getByRole('combobox', { name: 'Sun' })).toHaveDisplayValue('Part Shade');
    expect(screen.getByRole('checkbox', { name: "Bring the zone's plants into the design" })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Design name' }), 'From the border');
    await user.click(screen.getByRole('button', { name: 'Create design' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({
      method: 'POST',
      path: 'LandscapeDesign/3/User/0/',
      body: { ZoneId: 8, CopyPlants: true, SunRequirementId: 3, WaterRequirementId: 1 },
    });
  });
});
