import { Button } from '../../ui/button';
import { useTranslation } from 'react-i18next';
import type { CompanySession } from '../../domain/company';
import { hasJointName, isFirmNameHidden, logoGroup } from '../../domain/company-rules';
import { ScreenIcon } from '../../ui/screen-icon';
import { GroupLogo } from './logos/group-logos';
import { useCompanyGroups } from './use-company-groups';

/**
 * The company bar of the booking area (spec section 2): company id, name and name2, the group
 * logo where one applies, and logout. Companies booking as private show no company details. The
 * two reinsurers show their joint group name next to their own lines, which still tell them apart.
 */
export function CompanyHeader({
  company,
  onLogout,
  loggingOut,
}: {
  company: CompanySession;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  const groups = useCompanyGroups();
  const logo = logoGroup(company, groups);
  const showDetails = !company.alsPrivat;
  return (
    <section className="company-header" aria-label={t('company.header.label')}>
      {logo ? (
        <div className="company-header__logo">
          <GroupLogo group={logo} label={t(`company.logos.${logo}`)} />
        </div>
      ) : null}
      {showDetails ? (
        <dl className="company-header__details">
          <div>
            <dt>{t('company.header.firmenId')}</dt>
            <dd data-testid="company-id">{company.firmenId}</dd>
          </div>
          {hasJointName(company.firmenId) ? (
            <div>
              <dt>{t('company.header.group')}</dt>
              <dd>{t('company.header.jointName')}</dd>
            </div>
          ) : null}
          {isFirmNameHidden(company.firmenId) ? null : (
            <div>
              <dt>{t('company.header.name')}</dt>
              <dd>
                {company.name}
                {company.name2 ? (
                  <span className="company-header__name2">{company.name2}</span>
                ) : null}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="company-header__private">{t('company.header.privateBooking')}</p>
      )}
      <Button
        type="button"
        className="company-header__logout"
        label={t('common.actions.logout')}
        icon={<ScreenIcon name="signOut" />}
        outlined
        onClick={onLogout}
        loading={loggingOut}
        disabled={loggingOut}
      />
    </section>
  );
}
