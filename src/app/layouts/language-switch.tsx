import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../domain/constants';
import { switchLanguage } from '../../i18n';

/**
 * de/en buttons. The active one is aria-pressed; choosing the other stores `langCode` and
 * reloads the page (spec section 1). Each button's name is "<code> <endonym>" in its own language,
 * so the visible code is part of the accessible name (WCAG 2.5.3).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.language;
  return (
    <div className="language-switch" role="group" aria-label={t('language.choose')}>
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__button"
          aria-pressed={language === active}
          onClick={() => switchLanguage(language)}
        >
          {t(`language.${language}.short`)}
          <span className="visually-hidden"> {t(`language.${language}.name`)}</span>
        </button>
      ))}
    </div>
  );
}
