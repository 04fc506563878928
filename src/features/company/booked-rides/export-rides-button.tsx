import { Button } from '../../../ui/button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listCompanyBookings, type CompanyBookingQuery } from '../../../api/booking';
import { todayInBerlin } from '../../../ui/service-form/rules';
import { CompanyCallError } from '../../../ui/company-call-error';
import { downloadFile } from '../../../ui/download-file';
import { routeText } from './route-text';
import { fetchAllPages, ridesCsv, type CsvLanguage } from './rides-csv';

type ExportState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; error: unknown };

/**
 * Exports the booked rides of the table's filter and order as a CSV file for accounting: every
 * page of the list (the server pages it), in the site's language. `onDone` gets the number of
 * bookings in the file; a failed call offers a retry in place.
 */
export function ExportRidesButton({
  firmenId,
  query,
  onDone,
}: {
  firmenId: number;
  query: Omit<CompanyBookingQuery, 'seite' | 'proSeite'>;
  onDone: (count: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const hintId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const language: CsvLanguage = i18n.language === 'en' ? 'en' : 'de';

  const run = async () => {
    setState({ kind: 'busy' });
    try {
      const items = await fetchAllPages((seite, proSeite) =>
        listCompanyBookings(firmenId, { ...query, seite, proSeite }),
      );
      const csv = ridesCsv(items, language, {
        heading: (column) => t(`company.rides.csv.${column}`),
        route: (item) => routeText(t, item, item.hinfahrt.ort),
        state: (state) => t(`company.rides.states.${state}`),
        legCancelled: t('company.rides.legCancelled'),
        outboundCancelled: t('company.rides.outboundCancelled'),
      });
      downloadFile(
        `${t('company.rides.export.fileName')}-${todayInBerlin()}.csv`,
        csv,
        'text/csv;charset=utf-8',
      );
      setState({ kind: 'idle' });
      onDone(items.length);
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  const busy = state.kind === 'busy';
  return (
    <div className="company-export company-no-print">
      <Button
        ref={buttonRef}
        type="button"
        label={t('company.rides.export.button')}
        icon="pi pi-download"
        outlined
        loading={busy}
        disabled={busy}
        aria-describedby={hintId}
        onClick={() => void run()}
      />
      <small id={hintId} className="company-hint">
        {t('company.rides.export.hint')}
      </small>
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy ? t('company.rides.export.busy') : ''}
      </p>
      {state.kind === 'failed' ? (
        <CompanyCallError
          error={state.error}
          onRetry={() => {
            // The retry's message goes while the export runs again: the focus waits on its button.
            buttonRef.current?.focus();
            void run();
          }}
        />
      ) : null}
    </div>
  );
}
