import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('listens on loopback unless HOST is set or the portal runs in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    const key = 'k'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: key,
      UPLOAD_TOKEN_KEY: 'u'.repeat(32),
      LINK_SIGNING_KEY: 'l'.repeat(32),
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads the agent site address as an http(s) URL, none by default', () => {
    expect(loadConfig({}).agentSiteUrl).toBeNull();
    expect(loadConfig({ AGENT_SITE_URL: '' }).agentSiteUrl).toBeNull();
    expect(loadConfig({ AGENT_SITE_URL: 'https://agent.onfan.go.kr/' }).agentSiteUrl).toBe(
      'https://agent.onfan.go.kr/',
    );
    expect(() => loadConfig({ AGENT_SITE_URL: 'javascript:alert(1)' })).toThrow(/AGENT_SITE_URL/);
    expect(() => loadConfig({ AGENT_SITE_URL: 'agent.onfan.go.kr' })).toThrow(/AGENT_SITE_URL/);
  });
});
