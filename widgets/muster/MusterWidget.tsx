/** <lido-muster>: one of the four muster pages; links between them open in place (or in the portal). */
import type { WidgetProps } from '../../core/react/index';
import { useRoute } from '../../core/react/index';
import { Drill } from './Drill';
import { Home } from './Home';
import type meta from './muster.meta';
import { UnknownPageNotice } from '../../core/ui/Notice';
import { musterPath, toView, musterViewOf } from './muster-logic';
import { Schedule } from './Schedule';
import { Status } from './Status';

export function MusterWidget({ view }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const shown = route ? musterViewOf(route.path) : toView(view);
  if (!shown) return <UnknownPageNotice start={musterPath('home')} />;
  return (
    <div className={`muster muster-${shown}`}>
      {shown === 'video' ? <Drill /> : shown === 'status' ? <Status /> : shown === 'schedule' ? <Schedule /> : <Home />}
    </div>
  );
}
