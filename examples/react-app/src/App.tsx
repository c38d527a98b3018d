import { useEffect, useState } from 'react';
// Defines <lido-content-overview> (and loads the shared Lido core with it).
import 'lido/content-overview';
import { ready, type LidoNavigateDetail } from 'lido/core';
// JSX typings for every <lido-…> tag (attributes, properties, typed event props).
import type {} from 'lido/react';

export function App() {
  const [lastRoute, setLastRoute] = useState<string | null>(null);
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    // Resolves once the page's Lido core has loaded the hub's device configuration.
    void ready().then((core) => setVersion(core.version));
  }, []);

  return (
    <main style={{ maxWidth: '80rem', margin: '0 auto', padding: '1.5rem' }}>
      <h1>Harbour Hotel · Guest information</h1>
      <p data-testid="lido-version">{version ? `Lido ${version}` : 'Lido starting…'}</p>
      <lido-content-overview
        theme="ocean"
        onlido-navigate={(event) => {
          const detail: LidoNavigateDetail = event.detail;
          setLastRoute(detail.path);
        }}
      />
      <p data-testid="last-route">{lastRoute ? `Last opened: ${lastRoute}` : 'Nothing opened yet'}</p>
    </main>
  );
}
