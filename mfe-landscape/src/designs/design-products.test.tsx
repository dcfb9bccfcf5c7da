import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DesignProducts } from '@thrive/shared/landscape';
import { product } from '../testing/design-fixtures';
import { setupFakeDesignsApi } from '../testing/fake-designs-api';
import { renderDesigns } from '../testing/render-designs';

const fake = setupFakeDesignsApi();
const PLAN = '/styles/designs/5/plan';

const MATCHED: DesignProducts = [
  { Kind: 'soil', PlantId: null, Products: [product()] },
  {
    Kind: 'mulch',
    PlantId: null,
    Products: [
      product({
        Id: 5,
        Name: 'Shredded Hardwood Mulch',
        ProductCategoryId: 3,
        ProductSize: '2 cu ft bag',
        Price: 5.49,
        URL: 'https://greenleaf.example.org/shop/hardwood-mulch',
      }),
      product({
        Id: 11,
        Name: 'Pine Bark Mini Nuggets',
        BrandName: 'Northside',
        ProductSize: '',
        Price: 7,
        Currency: 'EUR',
        URL: '',
      }),
    ],
  },
  {
    Kind: 'plant',
    PlantId: 2001,
    Products: [product({ Id: 8, Name: 'Lavender Food', ProductSize: '3 lb bag', Price: 12.5 })],
  },
  // A plant no longer in the design: nothing to show it under.
  { Kind: 'plant', PlantId: 9999, Products: [product({ Id: 9, Name: 'Orphan Food' })] },
];

/** Waits until the products call has answered, so "nothing shown" is the final word. */
const productsSettled = (store: ReturnType<typeof renderDesigns>['store']) =>
  waitFor(() => {
    const queries = Object.values((store.getState() as { api: { queries: object } }).api.queries) as {
      endpointName?: string;
      status?: string;
    }[];
    expect(
      queries.some(
        (query) =>
          query.endpointName === 'getDesignProducts' &&
          (query.status === 'fulfilled' || query.status === 'rejected'),
      ),
    ).toBe(true);
  });

describe('products for the bed on the plan', () => {
  test('lists the matched products under the materials they are for, with a store link', async () => {
    fake.data.products = MATCHED;
    renderDesigns(PLAN);
    const section = (await screen.findByRole('heading', { name: 'Products for this bed' })).closest(
      'section',
    )!;
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((title) => title.textContent),
    ).toEqual(['Garden soil', 'Mulch', 'Lavender']);
    const lines = (name: string) =>
      within(within(section).getByRole('list', { name })).getAllByRole('listitem');

    const [compost] = lines('Garden soil');
    expect(compost).toHaveTextContent('Screened Garden Compost');
    expect(compost).toHaveTextContent('Greenleaf · 1 cu ft bag · $8.99');
    const link = within(compost!).getByRole('link', {
      name: 'View at store for Screened Garden Compost (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://greenleaf.example.org/shop/garden-compost');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const [hardwood, bark] = lines('Mulch');
    expect(hardwood).toHaveTextContent('Greenleaf · 2 cu ft bag · $5.49');
    // Priced in its own currency; no size and no address: neither is shown.
    expect(bark).toHaveTextContent('Northside · €7.00');
    expect(within(bark!).queryByRole('link')).not.toBeInTheDocument();

    expect(lines('Lavender').map((line) => line.textContent)).toEqual([
      expect.stringContaining('Lavender Food'),
    ]);
    expect(within(section).queryByText('Orphan Food')).not.toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Salvia' })).not.toBeInTheDocument();
  });

  test('an address that is not a web address is no link', async () => {
    fake.data.products = [
      { Kind: 'soil', PlantId: null, Products: [product({ URL: 'javascript:alert(1)' })] },
    ];
    renderDesigns(PLAN);
    const section = (await screen.findByRole('heading', { name: 'Products for this bed' })).closest(
      'section',
    )!;
    expect(within(section).getByText('Screened Garden Compost')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  test('without products there is no section at all', async () => {
    const { store } = renderDesigns(PLAN);
    await screen.findByRole('table', { name: 'Materials to buy' });
    await productsSettled(store);
    expect(screen.queryByRole('heading', { name: 'Products for this bed' })).not.toBeInTheDocument();
  });

  test('products failing to load leave the plan as it is, without a section or an error', async () => {
    fake.server.use(
      http.get('/api/LandscapeDesign/:id/Products/', () =>
        HttpResponse.json({ message: 'Server trouble.' }, { status: 500 }),
      ),
    );
    const { store } = renderDesigns(PLAN);
    await screen.findByRole('table', { name: 'Materials to buy' });
    await productsSettled(store);
    expect(screen.getByRole('img', { name: /^Bed layout of Sunny border/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Products for this bed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Share adds a line per product: what it is for, name, size and price', async () => {
    fake.data.products = MATCHED;
    const user = userEvent.setup();
    renderDesigns(PLAN);
    await screen.findByRole('heading', { name: 'Products for this bed' });
    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(copy).toHaveBeenCalledWith(
      [
        'Materials for Sunny border',
        '- Garden soil: 24 cu ft (12 bags)',
        '- Mulch: 8 cu ft (4 bags)',
        '- Edging: 32 ft',
        '- Lavender: 24 plants',
        '- Salvia: 24 plants',
        '',
        'Products for this bed',
        '- Garden soil: Screened Garden Compost, 1 cu ft bag, $8.99',
        '- Mulch: Shredded Hardwood Mulch, 2 cu ft bag, $5.49',
        '- Mulch: Pine Bark Mini Nuggets, €7.00',
        '- Lavender: Lavender Food, 3 lb bag, $12.50',
      ].join('\n'),
    );
  });
});
