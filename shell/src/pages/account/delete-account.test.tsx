import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/test-utils';
import { DeleteAccount } from './delete-account';

describe('DeleteAccount', () => {
  it('says what happens to a paid plan: it ends at once, is never charged again, and the period paid is not refunded', () => {
    renderAt('/account', <DeleteAccount email="founder@example.com" onDeleted={() => undefined} />);
    const card = screen.getByRole('region', { name: 'Delete your account' });
    expect(card).toHaveTextContent('A paid plan ends with the account');
    expect(card).toHaveTextContent('never charged again');
    expect(card).toHaveTextContent('not refunded');
  });
});
