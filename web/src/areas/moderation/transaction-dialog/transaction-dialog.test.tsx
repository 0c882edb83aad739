import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceEntry, Trade } from '@staff-console/domain';
import { createQueryClient } from '../../../app/query-client';
import { json, mockFetch, Providers } from '../../../test/helpers';
import { marketplaceEntry } from '../../../test/log-rows';
import { TransactionDialog, type Transaction } from './transaction-dialog';
import { MemoryRouter } from 'react-router';

afterEach(() => vi.unstubAllGlobals());

const trade = (overrides: Partial<Trade> = {}): Trade => ({
  _id: 'a'.repeat(24),
  date: '2024-03-01T15:00:00.000Z',
  sender: 'alice',
  receiver: 'bob',
  sentItems: { items: [500, { Name: 'Sword', AssetId: 1001, AveragePrice: 1000, Type: 'Mythic-Unobtainable' }, 'garbled'] },
  receivedItems: { items: [{ Name: 'Helmet', AssetId: 1010, BaseValue: 200, Amount: 3 }, { gbux: 100 }] },
  sent: 1500,
  received: 700,
  sentCaseBux: 500,
  receivedCaseBux: 100,
  total: 2200,
  profitLoss: -800,
  itemCount: 2,
  lopsided: false,
  ...overrides,
});

const purchase = (overrides: Partial<MarketplaceEntry> = {}): MarketplaceEntry =>
  marketplaceEntry(0, {
    _id: 'b'.repeat(24),
    boughtItem: JSON.stringify({ Name: 'Dragon', Amount: 2, AveragePrice: 100, AssetId: 2001, Type: 'Retexture', Creator: 'Studio', Locked: true }),
    seller: 'sam',
    buyer: 'max',
    itemName: 'Dragon',
    ...overrides,
  });

/** The platform knows every asset whose id does not end in 0. */
const thumbnailsApi = () =>
  mockFetch((url) => {
    const ids = (new URL(url, 'http://x').searchParams.get('assetIds') ?? '').split(',').map(Number);
    return json(200, {
      success: true,
      data: ids.map((assetId) => ({ assetId, imageUrl: assetId % 10 === 0 ? null : `/api/proxy/roblox-thumbnail/${assetId}.png` })),
    });
  });

function show(transaction: Transaction | null, props: { loading?: boolean } = {}) {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <Providers client={createQueryClient()}>
        <TransactionDialog open kind={transaction?.kind ?? 'trade'} transaction={transaction} onClose={onClose} {...props} />
      </Providers>
    </MemoryRouter>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('the trade detail dialog', () => {
  it('shows both sides with thumbnails, values, the total and the profit or loss', async () => {
    const fetch = thumbnailsApi();
    const { dialog } = show({ kind: 'trade', trade: trade() });
    expect(dialog).toHaveAccessibleName('Trade details');
    // While the thumbnails are looked up.
    expect(within(dialog).getByText('Loading item images…')).toBeInTheDocument();

    const sword = await within(dialog).findByRole('img', { name: 'Thumbnail of Sword' });
    expect(sword).toHaveAttribute('src', '/api/proxy/roblox-thumbnail/1001.png');
    expect(within(dialog).queryByText('Loading item images…')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0] as string)).toBe('/api/proxy/roblox-thumbnails?assetIds=1001%2C1010&size=420x420&format=Png');

    const sent = within(screen.getByTestId('sent-side'));
    expect(sent.getByRole('heading', { name: 'Sent items' })).toBeInTheDocument();
    expect(sent.getByText('alice gave bob')).toBeInTheDocument();
    expect(sent.getByText('500 Case-bux')).toBeInTheDocument();
    expect(sent.getByText('mythic')).toBeInTheDocument();
    expect(sent.getByText('1,000 RAP')).toBeInTheDocument();
    expect(screen.getByTestId('sent-side-value')).toHaveTextContent('1,000 + 500 Case-bux');
    expect(sent.getByText('1,500 RAP')).toBeInTheDocument();
    // An entry that is neither an item nor currency is shown raw.
    expect(sent.getByText('Failed to load item details. Raw data:')).toBeInTheDocument();
    expect(sent.getByText('garbled').tagName).toBe('PRE');

    const received = within(screen.getByTestId('received-side'));
    expect(received.getByText('bob gave alice')).toBeInTheDocument();
    expect(received.getByText('× 3')).toBeInTheDocument();
    expect(received.getByText('600 RAP')).toBeInTheDocument();
    expect(received.getByText('200 RAP each')).toBeInTheDocument();
    expect(received.getByRole('img', { name: 'No image' })).toBeInTheDocument(); // 1010: unknown to the platform
    expect(screen.getByTestId('received-side-value')).toHaveTextContent('600 + 100 Case-bux');

    expect(screen.getByTestId('trade-total')).toHaveTextContent('2,200 RAP');
    expect(screen.getByTestId('trade-profit-loss')).toHaveTextContent('-800 RAP');
  });

  it('asks for at most 100 asset ids per call', async () => {
    const fetch = thumbnailsApi();
    const items = Array.from({ length: 150 }, (_, i) => ({ Name: `Gem ${i}`, AssetId: 5001 + i, Value: 1 }));
    show({ kind: 'trade', trade: trade({ sentItems: { items }, receivedItems: { items: [] } }) });
    await screen.findByRole('img', { name: 'Thumbnail of Gem 148' }, { timeout: 5000 });
    const sizes = fetch.mock.calls.map(([url]) => (new URL(url as string, 'http://x').searchParams.get('assetIds') ?? '').split(',').length);
    expect(sizes.sort()).toEqual([100, 50]);
  });

  it('shows placeholders when the thumbnails cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => json(500, { success: false, error: 'broken' }));
    show({ kind: 'trade', trade: trade() });
    await waitFor(() => expect(screen.queryByText('Loading item images…')).not.toBeInTheDocument());
    expect(screen.getAllByRole('img', { name: 'No image' })).toHaveLength(2);
    expect(screen.getByText('Sword')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says when the trade is loading or not in the current results', () => {
    mockFetch(() => json(200, { success: true, data: [] }));
    show(null, { loading: true });
    expect(screen.getByText('Loading the transaction…')).toBeInTheDocument();
  });

  it('says when the transaction is not in the current results', () => {
    mockFetch(() => json(200, { success: true, data: [] }));
    show(null);
    expect(screen.getByText(/This transaction is not in the current results/)).toBeInTheDocument();
  });
});

describe('the purchase detail dialog', () => {
  it('shows the item with its thumbnail, type, prices, parties and a warning chip above +20 %', async () => {
    thumbnailsApi();
    const { dialog } = show({ kind: 'purchase', entry: purchase() });
    expect(dialog).toHaveAccessibleName('Purchase details');
    expect(await screen.findByRole('img', { name: 'Thumbnail of Dragon' })).toHaveAttribute('src', '/api/proxy/roblox-thumbnail/2001.png');
    expect(screen.getByTestId('item-type')).toHaveTextContent('code');
    const chip = screen.getByTestId('markup-chip');
    expect(chip).toHaveTextContent('+50% markup');
    expect(chip.className).toMatch(/MuiChip-colorWarning/);
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Quantity: '2',
      Price: '300 Case-Bux',
      'Price Per Unit': '150 Case-Bux',
      'Base Price': '100 Case-Bux',
      Seller: 'sam',
      Buyer: 'max',
      Date: 'Apr 1, 2024 • 10:00 AM EDT',
      Creator: 'Studio',
      Locked: 'Yes',
    });
  });

  it.each([
    [800, 1000, '-20% discount', /MuiChip-colorSuccess/],
    [110, 100, '+10% markup', /MuiChip-colorDefault/],
    [100, 100, 'At base price', /MuiChip-colorDefault/],
  ])('a unit price of %d against %d reads %s', (pricePerUnit, basePrice, label, colour) => {
    thumbnailsApi();
    show({ kind: 'purchase', entry: purchase({ pricePerUnit, basePrice, price: pricePerUnit * 2 }) });
    expect(screen.getByTestId('markup-chip')).toHaveTextContent(label);
    expect(screen.getByTestId('markup-chip').className).toMatch(colour);
  });

  it("shows 'Failed to load item details. Raw data:' and the raw JSON when the item cannot be read", () => {
    const fetch = thumbnailsApi();
    show({
      kind: 'purchase',
      entry: purchase({
        boughtItem: '{"Name": "Drag',
        itemName: 'Parse Error',
        itemType: '',
        assetId: null,
        quantity: 1,
        pricePerUnit: 300,
        basePrice: 300,
        parsed: false,
      }),
    });
    const raw = screen.getByTestId('raw-data');
    expect(raw).toHaveTextContent('Failed to load item details. Raw data:');
    expect(within(raw).getByText('{"Name": "Drag').tagName).toBe('PRE');
    expect(screen.getByTestId('purchase-item-name')).toHaveTextContent('Parse Error');
    expect(screen.queryByTestId('markup-chip')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('pretty-prints an unreadable object', () => {
    thumbnailsApi();
    show({ kind: 'purchase', entry: purchase({ boughtItem: { odd: [1, 2] }, itemName: 'Parse Error', parsed: false, assetId: null }) });
    expect(screen.getByTestId('raw-data').querySelector('pre')?.textContent).toBe('{\n  "odd": [\n    1,\n    2\n  ]\n}');
  });
});

describe('the game server of a trade or purchase', () => {
  const JOB = '4e7a1c93-8d2f-4b60-a5e1-3f9c0d7b2a58';

  it("shows 'Server' with the JobId and 'Place' with the place id when the game sent them", async () => {
    thumbnailsApi();
    show({ kind: 'trade', trade: trade({ serverId: JOB, placeId: '1818' }) });
    expect(screen.getByText('Server')).toBeInTheDocument();
    expect(screen.getByTestId('game-server')).toHaveTextContent(JOB);
    expect(screen.getByText('Place')).toBeInTheDocument();
    expect(screen.getByTestId('game-place')).toHaveTextContent('1818');
    await screen.findByRole('img', { name: 'Thumbnail of Sword' });
  });

  it('shows them for a purchase too, and neither for entries without them', async () => {
    thumbnailsApi();
    show({ kind: 'purchase', entry: purchase({ serverId: JOB }) });
    expect(screen.getByTestId('game-server')).toHaveTextContent(JOB);
    expect(screen.queryByTestId('game-place')).not.toBeInTheDocument();
    await screen.findByRole('img', { name: 'Thumbnail of Dragon' });
  });

  it('shows nothing of a server for a trade sent without one', async () => {
    thumbnailsApi();
    show({ kind: 'trade', trade: trade() });
    expect(screen.queryByText('Server')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-server')).not.toBeInTheDocument();
    expect(screen.queryByText('Place')).not.toBeInTheDocument();
    await screen.findByRole('img', { name: 'Thumbnail of Sword' });
  });
});
