import { product } from '../testing/plant-details-fixtures';
import { groupByCategory } from './product-groups';

const CATEGORIES = [
  { Id: 1, Name: 'Fertilizers' },
  { Id: 2, Name: 'Soil and Amendments' },
  { Id: 3, Name: 'Mulch' },
];

describe('suggested products grouped by the partners’ categories', () => {
  test('in the category list’s order and names, products in the server’s order within a group', () => {
    const mulch = product({ Id: 1, ProductCategoryId: 3, ProductCategoryName: 'mulch (old)' });
    const feedA = product({ Id: 2, ProductCategoryId: 1 });
    const feedB = product({ Id: 3, ProductCategoryId: 1 });
    expect(groupByCategory([mulch, feedA, feedB], CATEGORIES)).toEqual([
      { id: 1, name: 'Fertilizers', products: [feedA, feedB] },
      { id: 3, name: 'Mulch', products: [mulch] },
    ]);
  });

  test('a category the list lacks (or no list at all) keeps the product’s own name, after the listed ones', () => {
    const tool = product({ Id: 4, ProductCategoryId: 9, ProductCategoryName: 'Tools' });
    const soil = product({ Id: 5, ProductCategoryId: 2, ProductCategoryName: 'Soil' });
    expect(groupByCategory([tool, soil], CATEGORIES).map((group) => group.name)).toEqual([
      'Soil and Amendments',
      'Tools',
    ]);
    expect(groupByCategory([tool, soil], []).map((group) => group.name)).toEqual(['Tools', 'Soil']);
  });
});
