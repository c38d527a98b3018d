/** Pieces every muster page shares: sign-in and blocked notices, the way back, PDFs. */
import type { Id } from '../../core/hub/content';
import { accountStatusQuery } from '../../core/query/muster';
import { pdfsQuery } from '../../core/query/content';
import { useHubQuery } from '../../core/query/hooks';
import { useDeviceRules, useT, useSignedIn } from '../../core/react/index';
import { Notice } from '../../core/ui/Notice';
import { RouteLink } from '../../core/ui/RouteLink';
import { SignInLink } from '../../core/ui/SignInLink';
import { musterPath, type MusterView } from './muster-logic';

export const useMusterT = () => useT('muster');

/** A visitor (login not required for /muster/home, or an operator page): how to start. */
export function SignInNotice({ view }: { view: MusterView }) {
  const t = useMusterT();
  return (
    <Notice>
      <p>{t('signIn')}</p>
      <SignInLink origin={musterPath(view)}>{t('signInLink')}</SignInLink>
    </Notice>
  );
}

/** pms/account/status: a guest blocked for muster sees why and what to do; null while unknown or not blocked. */
export function useBlockedForMuster() {
  const signedIn = useSignedIn();
  return useHubQuery(accountStatusQuery, signedIn ? [] : null);
}

export function BlockedNotice({ showMessage }: { showMessage: boolean }) {
  const t = useMusterT();
  return (
    <Notice tone="error">
      <p>{t(showMessage ? 'blocked.message' : 'blocked.generic')}</p>
    </Notice>
  );
}

export function BackLink() {
  const t = useMusterT();
  return (
    <p className="back">
      <RouteLink to={musterPath('home')}>{t('back')}</RouteLink>
    </p>
  );
}

/** The article's PDFs (the safety card) as links, by the device rules (000 §6): hidden on kiosks, downloaded in apps. */
export function ArticlePdfs({ articleId }: { articleId: Id }) {
  const t = useMusterT();
  const rules = useDeviceRules();
  const pdfs = useHubQuery(pdfsQuery, rules.showPdfs ? [articleId, false] : null);
  if (!pdfs.data?.length) return null;
  return (
    <section className="pdfs" aria-label={t('documents')}>
      <ul>
        {pdfs.data.map((pdf) => (
          <li key={pdf.id}>
            <a className="button secondary" href={pdf.url} target="_blank" rel="noopener noreferrer" download={rules.pdfMode === 'download' ? '' : undefined}>
              {pdf.name}
            </a>
            {pdf.description && <span className="hint">{pdf.description}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
