import { useT } from '../../core/react/index';
import { RouteLink } from '../../core/ui/RouteLink';

/** 001 §2: the PIN page (and the account) lead back to the dashboard. */
export function DashboardLink() {
  const t = useT('account');
  return (
    <p className="dashboard">
      <RouteLink to="/" className="button secondary" part="dashboard-link">
        {t('backToDashboard')}
      </RouteLink>
    </p>
  );
}
