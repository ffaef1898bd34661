import { describe, expect, it } from 'vitest';
import { readFrameLaunch } from './embedded-frame';

describe('readFrameLaunch', () => {
  it('reads the admin launch: embedded=1 with shop and host', () => {
    expect(readFrameLaunch('?shop=s.myshopify.com&host=aG9zdA&embedded=1&id_token=x.y.z&hmac=ab')).toEqual({
      shop: 's.myshopify.com',
      host: 'aG9zdA',
    });
  });

  it('is not a launch without embedded=1, the shop or the host', () => {
    expect(readFrameLaunch('')).toBeNull();
    expect(readFrameLaunch('?shop=s.myshopify.com&host=aG9zdA')).toBeNull();
    expect(readFrameLaunch('?shop=s.myshopify.com&embedded=1')).toBeNull();
    expect(readFrameLaunch('?host=aG9zdA&embedded=1')).toBeNull();
    expect(readFrameLaunch('?shop=s.myshopify.com&host=aG9zdA&embedded=0')).toBeNull();
  });
});
