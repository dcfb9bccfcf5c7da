import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupFakePlantDetailsApi } from '../testing/fake-plant-details-api';
import { openSection } from '../testing/fold-sections';
import { product } from '../testing/plant-details-fixtures';
import { renderPlants } from '../testing/render-plants';
import { PRODUCT_CHECKING, PRODUCT_LOAD_FAILED, PRODUCT_WITHDRAWN } from './product-details-dialog';

const api = setupFakePlantDetailsApi();

const FEED = product({ Id: 501, Name: 'Bloom booster', ProductCategoryId: 2, ProductCategoryName: 'Feeds' });
const SHEARS = product({
  Id: 502,
  Name: 'Lavender shears',
  ProductCategoryId: 1,
  ProductCategoryName: 'Tools',
});

async function openProducts() {
  api.data.products = [FEED, SHEARS];
  renderPlants('/plants/details/7');
  return openSection('Suggested products');
}

const value = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling;

describe('suggested products under the partners’ categories (partnerproducts/0/productCategories)', () => {
  test('folded, the heading says how many products there are, and the categories wait until it opens', async () => {
    api.data.products = [FEED, SHEARS];
    renderPlants('/plants/details/7');
    const toggle = await screen.findByRole('button', { name: 'Suggested products', expanded: false });
    expect(toggle).toHaveAccessibleDescription('2 products');
    expect(api.calls.some((call) => call.path.includes('productCategories'))).toBe(false);
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === 'partnerproducts/0/productCategories')).toHaveLength(1),
    );
  });

  test('each category is a heading over its products, in the category list’s order and names', async () => {
    const section = await openProducts();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('heading', { level: 4 })
          .map((h) => h.textContent),
      ).toEqual(['Tools', 'Fertilizers']),
    );
    const tools = within(section).getByRole('list', { name: 'Tools' });
    expect(within(tools).getByRole('button', { name: /Lavender shears/ })).toBeInTheDocument();
    const feeds = within(section).getByRole('list', { name: 'Fertilizers' });
    expect(within(feeds).getByRole('button', { name: /Bloom booster/ })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'partnerproducts/0/productCategories')).toHaveLength(1);
  });

  test('without the category list, each product’s own category names its group', async () => {
    api.server.use(
      http.get('/api/partnerproducts/0/productCategories', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const section = await openProducts();
    expect(await within(section).findByRole('list', { name: 'Feeds' })).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Tools' })).toBeInTheDocument();
  });
});

describe('the product details panel loads the product afresh (partnerproducts/{id}/getById/)', () => {
  test('the partner’s current details show, the category named from the list loaded with it', async () => {
    const user = userEvent.setup();
    const section = await openProducts();
    // The partner changed the price since the list was read.
    api.data.products = [{ ...FEED, Price: 14 }, SHEARS];
    await user.click(within(section).getByRole('button', { name: /Bloom booster/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloom booster' });
    await waitFor(() => expect(value(dialog, 'Price')).toHaveTextContent('$14.00'));
    expect(within(dialog).queryByText(PRODUCT_CHECKING)).not.toBeInTheDocument();
    expect(value(dialog, 'Product Category')).toHaveTextContent('Fertilizers');
    expect(api.calls.map((call) => call.path)).toContain('partnerproducts/501/getById/');
  });

  test('a product the partner withdrew says so, over what was offered', async () => {
    const user = userEvent.setup();
    const section = await openProducts();
    api.data.products = [SHEARS];
    await user.click(within(section).getByRole('button', { name: /Bloom booster/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloom booster' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PRODUCT_WITHDRAWN);
    expect(value(dialog, 'Price')).toHaveTextContent('$12.50');
  });

  test("a failed load toasts 'An error has occurred while contacting server.' (SPEC §8) and keeps the list's details", async () => {
    api.server.use(
      http.get('/api/partnerproducts/:id/getById/', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const section = await openProducts();
    await user.click(within(section).getByRole('button', { name: /Bloom booster/ }));
    expect(PRODUCT_LOAD_FAILED).toBe('An error has occurred while contacting server.');
    expect(await screen.findByText(PRODUCT_LOAD_FAILED)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Bloom booster' });
    expect(value(dialog, 'Product Name')).toHaveTextContent('Bloom booster');
  });
});
