import { useCore, useDeviceRules, useSlice, useT } from '../../../core/react/index';
import { testCounterSlice } from './test-slice';

export function TestEcho() {
  const core = useCore();
  const t = useT('lidoTest');
  const count = useSlice(testCounterSlice(core), (state) => state.count);
  const rules = useDeviceRules();
  return (
    <>
      <p part="count" className="count">
        {t('count', { count })}
      </p>
      <p className="device">
        {rules.deviceType} {rules.showVideos ? 'videos' : 'no-videos'}
      </p>
    </>
  );
}
