import { describe, expect, it } from 'vitest';
import { hubCallUrl, resolveHubAddress } from './address';

const page = { protocol: 'https:', hostname: 'app.ship.example', port: '' };

describe('resolveHubAddress (the core and the loader both use it)', () => {
  it('derives the hub from the host name when nothing is configured', () => {
    expect(resolveHubAddress({}, page)).toEqual({ hubUrl: 'https://hub.ship.example', hubApiUrl: 'https://hub.ship.example/api/' });
  });

  it('takes the page config: hubUrl with apiPath, or a full hubApiUrl', () => {
    expect(resolveHubAddress({ hubUrl: 'https://h.example/', apiPath: 'v2' }, page).hubApiUrl).toBe('https://h.example/v2/');
    expect(resolveHubAddress({ hubUrl: 'https://h.example', hubApiUrl: 'https://api.example/x' }, page).hubApiUrl).toBe('https://api.example/x/');
  });

  it("an element's hub-url beats the page's full hubApiUrl", () => {
    expect(resolveHubAddress({ attributeHubUrl: 'http://other:8080', hubApiUrl: 'https://api.example/x/' }, page)).toEqual({
      hubUrl: 'http://other:8080',
      hubApiUrl: 'http://other:8080/api/',
    });
  });
});

describe('hubCallUrl', () => {
  it('joins the API base and path (leading slashes ignored) and appends the defined query values', () => {
    expect(hubCallUrl('https://hub.example/api/', '/cms/articles/7', { previewMode: true, skip: undefined, tag: ['a', 'b'] })).toBe(
      'https://hub.example/api/cms/articles/7?previewMode=true&tag=a&tag=b',
    );
    expect(hubCallUrl('https://hub.example/api/', 'devices/config')).toBe('https://hub.example/api/devices/config');
  });
});
