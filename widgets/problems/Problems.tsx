/**
 * <lido-problems> (002 §2): the tile page, the report form and the tracking list. The view comes
 * from the attribute, or from an in-place route (/problem/new …) when the element is alone on a
 * page and a tile is followed. The form and the list belong to a signed-in guest.
 */
import { useRoute, type WidgetProps } from '../../core/react/index';
import { SignInGate } from '../../core/ui/SignInGate';
import type meta from './problems.meta';
import { ProblemsOverview } from './Overview';
import { ReportForm } from './ReportForm';
import { Tracking } from './Tracking';

export type ProblemsView = 'overview' | 'new' | 'tracking';

/** '/problem/overview', '/problem/new', '/problem/tracking' → the view; other paths → null. */
export function problemsViewOf(path: string): ProblemsView | null {
  const match = /^\/problem\/(overview|new|tracking)\/?$/.exec(path.split(/[?#]/)[0] ?? '');
  return match ? (match[1] as ProblemsView) : null;
}

export function Problems({ view }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const current = (route && problemsViewOf(route.path)) || view;
  if (current === 'new') {
    return (
      <SignInGate origin="/problem/new">
        <ReportForm />
      </SignInGate>
    );
  }
  if (current === 'tracking') {
    return (
      <SignInGate origin="/problem/tracking">
        <Tracking />
      </SignInGate>
    );
  }
  return <ProblemsOverview />;
}
