import { describe, expect, it } from 'vitest';
import { initialAssets } from './bundle.ts';

describe('initialAssets', () => {
  it('finds the module entry, its modulepreloads and the stylesheets of a Vite index.html', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-D1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
      <link rel="icon" href="/favicon.svg">
    </head><body><div id="root"></div></body></html>`;
    expect(initialAssets(html)).toEqual({
      js: ['/assets/index-D1.js', '/assets/react-B2.js'],
      css: ['/assets/index-C3.css'],
    });
  });

  it('ignores classic and inline scripts and other links', () => {
    const html = `<script src="/legacy.js"></script><script type="module">import('/x.js')</script>
      <link rel="preconnect" href="https://example.com"><link rel='stylesheet' href='/a.css'>`;
    expect(initialAssets(html)).toEqual({ js: [], css: ['/a.css'] });
  });
});
