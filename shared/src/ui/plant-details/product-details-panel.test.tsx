import { render, screen } from '@testing-library/react';
import type { Product } from '../../contracts/plants';
import { ProductDetailsPanel, formatQuantity } from './product-details-panel';
import { formatPrice } from '@thrive/shared';

const PRODUCT: Product = {
  Id: 501,
  Name: 'Bloom booster',
  BrandName: 'GreenLeaf',
  ProductCategoryId: 2,
  ProductCategoryName: 'Fertilizers',
  Description: 'A low-nitrogen feed.',
  SKU: 'GL-BB-1',
  ProductSize: '2 lb bag',
  Quantity: 3,
  Price: 9.9,
  Currency: 'USD',
  URL: 'javascript:alert(1)',
  ImagePath: '',
};

describe('Product details panel (SPEC §2.6)', () => {
  test('Quantity shows with 2 decimals', () => {
    expect(formatQuantity(3)).toBe('3.00');
    expect(formatQuantity(0.5)).toBe('0.50');
    expect(formatQuantity(1234.5)).toBe('1,234.50');
  });

  test('Price shows as currency, in the product’s currency when it names one', () => {
    expect(formatPrice(9.9, 'USD')).toBe('$9.90');
    expect(formatPrice(9.9, 'EUR')).toBe('€9.90');
    expect(formatPrice(9.9, '')).toBe('$9.90');
    expect(formatPrice(9.9, 'not a currency')).toBe('$9.90');
  });

  test('lists the nine fields in SPEC order; an address that is not a web page is not a link', () => {
    render(<ProductDetailsPanel product={PRODUCT} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Product Name',
      'Brand Name',
      'Product Category',
      'Description',
      'SKU',
      'Size',
      'Quantity',
      'Price',
      'URL',
    ]);
    expect(screen.getByText('3.00')).toBeInTheDocument();
    expect(screen.getByText('$9.90')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });
});
