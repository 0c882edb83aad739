import { describe, expect, it } from 'vitest';
import { readSanctionsView, writeSanctionsView } from './sanctions-view';

describe('the Sanctions view in the URL', () => {
  it('reads status, type, enforcement, player and page, and anything unreadable as the default', () => {
    expect(readSanctionsView(new URLSearchParams('status=active&type=ban&enforcement=failed&player=5&page=2'))).toEqual({
      status: 'active',
      type: 'ban',
      enforcement: 'failed',
      player: '5',
      page: 2,
    });
    expect(readSanctionsView(new URLSearchParams('status=gone&type=kick&enforcement=done&player=abc'))).toEqual({
      status: '',
      type: '',
      enforcement: '',
      player: '',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeSanctionsView({ status: '', type: 'mute', enforcement: '', player: '', page: 1 }).toString()).toBe('type=mute');
    expect(writeSanctionsView({ status: 'active', type: 'ban', enforcement: 'failed', player: '', page: 1 }).toString()).toBe(
      'status=active&type=ban&enforcement=failed',
    );
  });
});
