import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('listens on loopback unless HOST is set or the portal runs in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    const key = 'k'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: key }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: key, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
