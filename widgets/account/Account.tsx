/**
 * <lido-account>: the account with its invoices (/my_account) and the PIN page (/my_account/pin).
 * The view comes from the attribute, or from an in-place route when the element is alone on a
 * page. Both belong to a signed-in guest.
 */
import { useRoute, type WidgetProps } from '../../core/react/index';
import { UnknownPageNotice } from '../../core/ui/Notice';
import { SignInGate } from '../../core/ui/SignInGate';
import { attributesOfPath } from '../../core/navigation/route-table';
import meta from './account.meta';
import { Invoices } from './Invoices';
import { PinPage } from './PinPage';

/** A path of the meta's pages ('/my_account' → invoices, '/my_account/pin' → pin); other paths → null. */
export function accountViewOf(path: string): 'invoices' | 'pin' | null {
  return (attributesOfPath(meta.pages, path)?.view as 'invoices' | 'pin' | undefined) ?? null;
}

export function Account({ view }: WidgetProps<typeof meta>) {
  const route = useRoute();
  const current = route ? accountViewOf(route.path) : view;
  if (!current) return <UnknownPageNotice start="/my_account" />;
  return <SignInGate origin={current === 'pin' ? '/my_account/pin' : '/my_account'}>{current === 'pin' ? <PinPage /> : <Invoices />}</SignInGate>;
}
