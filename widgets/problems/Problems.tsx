/**
 * <lido-problems> (002 §2): the tile page, the report form and the tracking list. The view comes
 * from the attribute, or from an in-place route (/problem/new …) when the element is alone on a
 * page and a tile is followed. The form and the list belong to a signed-in guest.
 */
import { useRoute, type WidgetProps } from '../../core/react/index';
import { UnknownPageNotice } from '../../core/ui/Notice';
import { SignInGate } from '../../core/ui/SignInGate';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './problems.meta';
import { ProblemsOverview } from './Overview';
import { ReportForm } from './ReportForm';
import { Tracking } from './Tracking';

export type ProblemsView = 'overview' | 'new' | 'tracking';

/** A path of the meta's pages (/problem/new …) → its view; other paths → null. */
export function problemsViewOf(path: string): ProblemsView | null {
  return (attributesOfPath(meta.pages, path)?.view as ProblemsView | undefined) ?? null;
}

export function Problems({ view }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const current = route ? problemsViewOf(route.path) : view;
  if (!current) return <UnknownPageNotice start="/problem/overview" />;
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
