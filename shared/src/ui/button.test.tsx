import { render, screen } from '@testing-library/react';
import { Button } from './button';

test('a Button is type="button" unless told otherwise, so it never submits a form by accident', () => {
  render(
    <form>
      <Button>Cancel</Button>
      <Button type="submit" variant="primary">
        Save
      </Button>
    </form>,
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
});

test('variants and grow add their classes beside the caller’s own', () => {
  render(
    <Button variant="danger" grow className="mine">
      Delete
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Delete' }).className.split(' ')).toEqual(
    expect.arrayContaining(['button', 'danger', 'grow', 'mine']),
  );
});
