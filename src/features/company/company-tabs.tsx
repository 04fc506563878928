import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanySession } from '../../domain/company';
import { tabPath, visibleTabs, type CompanyTab } from '../../domain/company-rules';
import { activeTabCookie } from '../../session';
import { ScreenIcon, type ScreenIconName } from '../../ui/screen-icon';

/**
 * The company area's tabs (spec section 2) as a navigation list: each tab is a link to its
 * screen, the current one marked with aria-current="page". Choosing a tab stores its id in the
 * active-tab cookie so /buchung opens on it again after a reload.
 */
export function CompanyTabs({ company, active }: { company: CompanySession; active: CompanyTab }) {
  const { t } = useTranslation();
  return (
    <nav className="company-tabs" aria-label={t('company.tabs.label')}>
      <ul>
        {visibleTabs(company).map((tab) => (
          <li key={tab}>
            <Link
              to={`/buchung/${tabPath(tab, company)}`}
              // The booking tab always means a new order, also from a finished booking's status.
              state={tab === 0 ? { newOrder: Date.now() } : undefined}
              aria-current={tab === active ? 'page' : undefined}
              className={
                tab === active
                  ? 'company-tabs__link company-tabs__link--active'
                  : 'company-tabs__link'
              }
              onClick={() => activeTabCookie.write(tab)}
            >
              <ScreenIcon name={TAB_ICONS[tab]} />
              {t(`company.tabs.tab${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const TAB_ICONS: Record<CompanyTab, ScreenIconName> = {
  0: 'car',
  1: 'list',
  2: 'users',
  3: 'calculator',
};
