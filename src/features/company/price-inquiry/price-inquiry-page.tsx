import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useKeptTyping } from '../../../ui/use-kept-typing';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { isApiError } from '../../../api/api-error';
import { getAirports, getTransferTypes, type Airport } from '../../../api/company';
import { getKmPrice, type KmPriceQuote } from '../../../api/price';
import type { CompanySession } from '../../../domain/company';
import { FIELD_MAX } from '../../../domain/field-rules';
import { airportText, formatPrice } from '../../../ui/booking';
import { useLocale } from '../../../i18n/use-locale';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { CityField, PostcodeField } from '../../../ui/service-form/common-fields';
import { fieldErrorKey } from '../../../ui/service-form/server-errors';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import * as rules from '../../../ui/service-form/rules';
import { SelectField } from '../../../ui/service-form/select-field';
import { CompanyCallError } from '../../../ui/company-call-error';
import { useRemote } from '../../../api/use-remote';
import { numberFormat } from '../../../domain/intl-formats';
import './price-inquiry.css';

const AIRPORT_REQUIRED = 'company.price.airportRequired';
const AIRPORT_NOT_SERVED = 'company.price.airportNotServed';

/** The form's rules: the airport must be one of the company's (GET /Firma/Flughafen/{firmenId}). */
function inquirySchema(airports: readonly Airport[]) {
  return z.object({
    von: z.string().check(
      z.minLength(1, AIRPORT_REQUIRED),
      z.refine((von) => airports.some((a) => a.iata === von), AIRPORT_NOT_SERVED),
    ),
    plz: rules.postcode(),
    ort: rules.nameText(FIELD_MAX.ort),
  });
}
type Values = z.infer<ReturnType<typeof inquirySchema>>;
type Field = keyof Values;

/** What a quote was asked for: the form's values as sent. */
const asked = (values: Values): Values => ({
  von: values.von,
  plz: values.plz.trim(),
  ort: values.ort.trim(),
});

const sameInput = (a: Values, b: Values) => a.von === b.von && a.plz === b.plz && a.ort === b.ort;

/**
 * Tab 3, Preisabfrage: airport, postcode and town -> the distance and what one ride costs the
 * company, as its booking is priced (/Preis/Km).
 */
export function PriceInquiryPage({ company }: { company: CompanySession }) {
  const { t } = useTranslation();
  const airports = useRemote(`airports-${company.firmenId}`, (signal) =>
    getAirports(company.firmenId, { signal }),
  );
  return (
    <section className="company-screen">
      <PageTitle title={t('company.price.title')} lead={t('company.price.lead')} />
      {airports.status === 'failed' ? (
        <CompanyCallError error={airports.error} onRetry={airports.reload} />
      ) : null}
      {airports.status === 'loading' ? <LoadingIndicator /> : null}
      {airports.data && airports.data.length === 0 ? (
        <div className="company-locked">
          <span className="pi pi-info-circle company-locked__icon" aria-hidden="true" />
          <p>{t('company.price.noAirports')}</p>
        </div>
      ) : null}
      {airports.data && airports.data.length > 0 ? (
        <PriceInquiryForm company={company} airports={airports.data} />
      ) : null}
    </section>
  );
}

/** The form and its answer, once the company's airports are known (the first one preselected). */
function PriceInquiryForm({
  company,
  airports,
}: {
  company: CompanySession;
  airports: readonly Airport[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const types = useRemote('transfer-types', (signal) => getTransferTypes({ signal }));
  const [answer, setAnswer] = useState<{ quote: KmPriceQuote; input: Values } | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; values: Values } | null>(null);
  const schema = useMemo(() => inquirySchema(airports), [airports]);
  const form = useForm<Values>({
    defaultValues: { von: airports[0]?.iata ?? '', plz: '', ort: '' },
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  useKeptTyping('price-inquiry', form);
  const {
    handleSubmit,
    setError,
    control,
    formState: { isSubmitting },
  } = form;
  const bind = fieldBinder(form);
  const current = useWatch({ control });

  /** The server's field errors on the fields; true when each of them found its field. */
  const showOnFields = (error: unknown): boolean => {
    const fieldErrors = isApiError(error) ? (error.fieldErrors ?? []) : [];
    const fields: Field[] = ['von', 'plz', 'ort'];
    const onForm = fieldErrors.filter((e) => (fields as string[]).includes(e.path));
    if (onForm.length === 0 || onForm.length < fieldErrors.length) return false;
    onForm.forEach((e, index) => {
      const message =
        e.path === 'von' && e.code === 'unknownValue'
          ? AIRPORT_NOT_SERVED
          : fieldErrorKey(e.code, e.reason);
      setError(e.path as Field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    return true;
  };

  const ask = async (values: Values) => {
    setFailure(null);
    // The old answer goes, whatever comes of this question.
    setAnswer(null);
    const airport = airports.find((a) => a.iata === values.von);
    if (!airport) {
      setError('von', { type: 'validate', message: AIRPORT_NOT_SERVED }, { shouldFocus: true });
      return;
    }
    const input = asked(values);
    try {
      const quote = await getKmPrice({
        firmenId: company.firmenId,
        von: airport.iata,
        plz: input.plz,
        ort: input.ort,
      });
      setAnswer({ quote, input });
    } catch (error) {
      if (!showOnFields(error)) setFailure({ error, values });
    }
  };
  // A question that cannot be asked (a field error) leaves no answer to another one on screen.
  const refused = () => {
    setFailure(null);
    setAnswer(null);
  };

  const airportOptions = airports.map((a) => ({
    value: a.iata,
    label: airportText(t, a.iata),
  }));
  const typeName = (id: number) => types.data?.find((type) => type.id === id)?.name ?? String(id);
  const outdated =
    answer !== null &&
    !sameInput(
      asked({ von: current.von ?? '', plz: current.plz ?? '', ort: current.ort ?? '' }),
      answer.input,
    );
  const quote = answer?.quote;
  return (
    <>
      <form
        className="sf-form company-price-form"
        noValidate
        onSubmit={(event) => void handleSubmit(ask, refused)(event)}
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
              {t('company.price.result', {
                ort: quote.ort,
                plz: quote.plz,
                airport: airportText(t, quote.von),
              })}
            </h2>
            {outdated ? (
              <div className="company-locked company-quote__outdated">
                <span className="pi pi-info-circle company-locked__icon" aria-hidden="true" />
                <p>{t('company.price.outdated')}</p>
              </div>
            ) : null}
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
    </>
  );
}
