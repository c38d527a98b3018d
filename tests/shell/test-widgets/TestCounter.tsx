import { useState } from 'react';
import { useCore, useEmit, useNavigate, useRoute, useSlice, useT, type WidgetProps } from '../../../core/react/index';
import type meta from './test-counter.meta';
import { testCounterSlice } from './test-slice';

export function TestCounter({ label, step, explode, settings, size }: WidgetProps<typeof meta>) {
  const core = useCore();
  const t = useT('lidoTest');
  const store = testCounterSlice(core);
  const count = useSlice(store, (state) => state.count);
  const [local, setLocal] = useState(0);
  const emit = useEmit();
  const navigate = useNavigate();
  const route = useRoute();
  if (explode) throw new Error('test explosion');
  const note = settings && typeof settings === 'object' && 'note' in settings ? String(settings.note) : '';

  return (
    <section aria-label={label} className={size}>
      <p part="count" className="count">
        {t('count', { count })}
      </p>
      <button
        type="button"
        className="increment"
        data-step={step}
        onClick={() => {
          store.setState({ count: store.getState().count + step });
          emit('lido-cart-change', { count: store.getState().count });
        }}
      >
        {t('increment')}
      </button>
      <button type="button" className="local" onClick={() => setLocal((n) => n + 1)}>
        {t('local', { count: local })}
      </button>
      <label>
        {t('text')} <input className="text" type="text" />
      </label>
      {note && (
        <p className="note">
          {t('note')}: {note}
        </p>
      )}
      {route && <p className="route">{route.path}</p>}
      <button type="button" className="go-own" onClick={() => navigate('/test-counter/detail/7', { from: 'test' })}>
        /test-counter/detail/7
      </button>
      <button type="button" className="go-other" onClick={() => navigate('/vod/detail/42', { title: 'Forty-two' })}>
        /vod/detail/42
      </button>
    </section>
  );
}
