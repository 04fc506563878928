import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useKeptTyping } from '../../../ui/use-kept-typing';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { getAirports, getTransferTypes } from '../../../api/company';
import { getKmPrice, type KmPriceQuote } from '../../../api/price';
import type { CompanySession } from '../../../domain/company';
import { AIRPORT_CODES, type AirportCode } from '../../../domain/constants';
import { FIELD_MAX } from '../../../domain/field-rules';
import { formatPrice } from '../../../ui/booking';
import { useLocale } from '../../../i18n/use-locale';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { CityField, PostcodeField } from '../../../ui/service-form/common-fields';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import * as rules from '../../../ui/service-form/rules';
import { SelectField } from '../../../ui/service-form/select-field';
import { CompanyCallError } from '../../../ui/company-call-error';
import { useRemote } from '../../../api/use-remote';
import { numberFormat } from '../../../domain/intl-formats';

const schema = z.object({
  von: z.string().check(z.minLength(1, 'validation.requiredSelect')),
  plz: rules.postcode(),
  ort: rules.nameText(FIELD_MAX.ort),
});
type Values = z.infer<typeof schema>;

/** Tab 3, Preisabfrage: airport, postcode and town -> the company's per-km price (/Preis/Km). */
export function PriceInquiryPage({ company }: { company: CompanySession }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const airports = useRemote(`airports-${company.firmenId}`, (signal) =>
    getAirports(company.firmenId, { signal }),
  );
  const types = useRemote('transfer-types', (signal) => getTransferTypes({ signal }));
  const [quote, setQuote] = useState<KmPriceQuote | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; values: Values } | null>(null);
  const form = useForm<Values>({
    defaultValues: { von: 'HAJ', plz: '', ort: '' },
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  useKeptTyping('price-inquiry', form);
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const bind = fieldBinder(form);

  const ask = async (values: Values) => {
    setFailure(null);
    try {
      const von = (AIRPORT_CODES as readonly string[]).includes(values.von)
        ? (values.von as AirportCode)
        : 'HAJ';
      setQuote(
        await getKmPrice({
          firmenId: company.firmenId,
          von,
          plz: values.plz.trim(),
          ort: values.ort.trim(),
        }),
      );
    } catch (error) {
      setQuote(null);
      setFailure({ error, values });
    }
  };

  const airportOptions = (airports.data ?? []).map((a) => ({
    value: a.iata,
    label: `${a.ortIata} (${a.iata})`,
  }));
  const typeName = (id: number) => types.data?.find((type) => type.id === id)?.name ?? String(id);
  return (
    <section className="company-screen">
      <PageTitle title={t('company.price.title')} lead={t('company.price.lead')} />
      {airports.status === 'failed' ? (
        <CompanyCallError error={airports.error} onRetry={airports.reload} />
      ) : null}
      {airports.status === 'loading' ? <LoadingIndicator /> : null}
      {airports.data ? (
        <form
          className="sf-form company-price-form"
          noValidate
          onSubmit={(event) => void handleSubmit(ask)(event)}
        >
          <fieldset className="sf-fieldset">
            <legend>{t('company.price.legend')}</legend>
            <SelectField
              className="sf-span-2"
              label={t('common.fields.airport')}
              required
              {...bind('von')}
              options={airportOptions}
            />
            <PostcodeField {...bind('plz')} required />
            <CityField {...bind('ort')} required max={FIELD_MAX.ort} />
          </fieldset>
          <div className="company-actions">
            <Button
              type="submit"
              label={t('company.price.submit')}
              icon="pi pi-calculator"
              loading={isSubmitting}
              disabled={isSubmitting}
            />
          </div>
        </form>
      ) : null}
      {failure ? (
        <CompanyCallError
          error={failure.error}
          onRetry={() => void ask(failure.values)}
          busy={isSubmitting}
        />
      ) : null}
      <div aria-live="polite">
        {quote ? (
          <section className="company-quote" aria-labelledby="price-result">
            <h2 id="price-result">
              {t('company.price.result', { ort: quote.ort, plz: quote.plz, airport: quote.von })}
            </h2>
            <p>
              {t('company.price.distance', {
                km: numberFormat(locale, { maximumFractionDigits: 1 }).format(quote.km),
              })}
            </p>
            <table className="company-table company-table--compact">
              <caption className="visually-hidden">{t('company.price.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('company.price.type')}</th>
                  <th scope="col" className="company-table__num">
                    {t('company.price.perRide')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {quote.preise.map((price) => (
                  <tr key={price.transferArtId}>
                    <th scope="row">{typeName(price.transferArtId)}</th>
                    <td className="company-table__num">{formatPrice(price.preisCent, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="company-muted">{t('company.price.note')}</p>
          </section>
        ) : null}
      </div>
    </section>
  );
}
